#!/usr/bin/env python3
"""perfshare.py REGEX[,,REGEX] FILE.perf.txt... : counts perf script samples (one per header line),
and the share whose stack has a frame symbol matching any regex (symbol = 2nd column, +offset stripped)."""
import re, sys, gzip
pats = [re.compile(p) for p in sys.argv[1].split(',,')]
for fn in sys.argv[2:]:
    op = gzip.open if fn.endswith('.gz') else open
    tot = hit = 0; cur = None
    def flush():
        global tot, hit
        if cur is not None:
            tot += 1
            if any(p.match(f) for f in cur for p in pats): hit += 1
    for line in op(fn, 'rt'):
        if not line.strip():
            flush(); cur = None; continue
        if not line[0].isspace():
            flush(); cur = []; continue
        parts = line.split(None, 2)
        if len(parts) >= 2 and cur is not None:
            cur.append(re.sub(r'\+0x[0-9a-f]+$', '', parts[1]))
    flush()
    print(f"{fn}: samples={tot} culprit={hit} share={100*hit/max(tot,1):.2f}%")
