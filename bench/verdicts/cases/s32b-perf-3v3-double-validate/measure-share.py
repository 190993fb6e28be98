#!/usr/bin/env python3
# usage: perfshare.py PERF_SCRIPT_FILE[.gz] REGEX [REGEX...]
# Counts samples (one per perf-script record, unweighted) and the samples whose stack has
# at least one frame symbol matching any regex (re.match, i.e. anchored at the name start).
import sys, re, gzip
path, pats = sys.argv[1], [re.compile(p) for p in sys.argv[2:]]
op = gzip.open if path.endswith('.gz') else open
tot = hit = 0; frames = []; in_rec = False
def flush():
    global tot, hit
    if in_rec:
        tot += 1
        if any(p.match(f) for f in frames for p in pats): hit += 1
with op(path, 'rt', errors='replace') as fh:
    for line in fh:
        if not line.strip():
            flush(); frames = []; in_rec = False; continue
        if line[0] in ' \t':
            parts = line.split(None, 1)
            if len(parts) == 2:
                sym = parts[1].rsplit(' (', 1)[0]
                sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
                frames.append(sym)
        else:
            in_rec = True
    flush()
print(f"{path}: samples={tot} hit={hit} share={100*hit/max(tot,1):.1f}%")
