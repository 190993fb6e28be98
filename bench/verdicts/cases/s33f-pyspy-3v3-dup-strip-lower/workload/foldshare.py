#!/usr/bin/env python3
"""Share of samples (folded stacks, "a;b;c count") whose stack has a frame matching REGEX.
Usage: foldshare.py REGEX file.folded...  (filter by thread/comm is up to the caller)"""
import re, sys
pat = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    total = hit = 0
    for line in open(f):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, n = line.rsplit(" ", 1)
        n = int(n)
        total += n
        if any(pat.search(fr) for fr in stack.split(";")):
            hit += n
    print(f"{f}: samples={total} hit={hit} share={100.0*hit/max(total,1):.1f}%")
