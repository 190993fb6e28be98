#!/usr/bin/env python3
"""share.py REGEX[,REGEX...] FILE.folded... : per file, total samples and share of
samples with any frame matching (re.match, i.e. anchored at frame start) one of the regexes
on the stack; also the share where the matching frame is the leaf (self)."""
import re, sys
pats = [re.compile(p) for p in sys.argv[1].split(',,')]
for fn in sys.argv[2:]:
    tot = hit = leaf = 0
    for line in open(fn):
        line = line.rstrip('\n')
        if not line: continue
        stack, _, cnt = line.rpartition(' ')
        c = int(cnt); tot += c
        frames = stack.split(';')
        if any(p.match(f) for f in frames for p in pats): hit += c
        if any(p.match(frames[-1]) for p in pats): leaf += c
    print(f"{fn}: samples={tot} on-stack={hit} ({100*hit/max(tot,1):.1f}%) self={leaf} ({100*leaf/max(tot,1):.1f}%)")
