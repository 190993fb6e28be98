#!/usr/bin/env python3
"""share.py REGEX[,REGEX...] FOLDED_FILE... : per file, total samples and share with any frame matching any regex."""
import re, sys
pats = [re.compile(p) for p in sys.argv[1].split(',,')]
for fn in sys.argv[2:]:
    tot = hit = 0
    for line in open(fn):
        line = line.rstrip('\n')
        if not line: continue
        stack, _, n = line.rpartition(' ')
        n = int(n); tot += n
        if any(p.match(f) for f in stack.split(';') for p in pats): hit += n
    print(f"{fn}: samples={tot} culprit={hit} share={100*hit/max(tot,1):.2f}%")
