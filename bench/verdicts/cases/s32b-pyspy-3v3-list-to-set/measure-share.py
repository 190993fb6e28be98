#!/usr/bin/env python3
# usage: share.py FOLDED_FILE REGEX [REGEX...] -> total samples, samples with any frame matching any regex
import sys, re
path, pats = sys.argv[1], [re.compile(p) for p in sys.argv[2:]]
tot = hit = 0
for line in open(path):
    line = line.rstrip('\n')
    if not line: continue
    stack, _, n = line.rpartition(' ')
    n = int(n); tot += n
    if any(p.match(f) for f in stack.split(';') for p in pats): hit += n
print(f"{path}: samples={tot} hit={hit} share={100*hit/tot:.1f}%")
