#!/usr/bin/env python3
# Usage: perf_share.py REGEX file.perf.txt[.gz] ...
# Counts samples (one per perf-script record, unweighted) and those with a frame whose
# symbol (offset stripped) matches REGEX at its start.
import gzip, re, sys
rx = re.compile(sys.argv[1])
fr_re = re.compile(r"^\s+[0-9a-f]+\s+(.*?)(\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")
for f in sys.argv[2:]:
    op = gzip.open if f.endswith(".gz") else open
    tot = hit = 0; cur = False; inrec = False
    with op(f, "rt", errors="replace") as fh:
        for line in fh:
            if not line.strip():
                if inrec:
                    tot += 1; hit += cur
                inrec = False; cur = False
                continue
            if not line[0].isspace():
                inrec = True; cur = False
                continue
            m = fr_re.match(line)
            if m and rx.match(m.group(1)): cur = True
        if inrec: tot += 1; hit += cur
    print(f"{f}: samples={tot} hit={hit} share={100*hit/max(tot,1):.1f}%")
