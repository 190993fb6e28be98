#!/usr/bin/env python3
"""Helper: split the inclusive samples of a culprit function into self and direct children.
Usage: childsplit.py CULPRIT_RX FILE...  Uses the loaders of shares.py (same directory).
A sample is counted at the outermost frame matching CULPRIT_RX; the next frame towards the leaf
names the child (or 'self' when the culprit is the leaf)."""
import sys, re, os, collections
src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'shares.py')).read()
exec(src[:src.index('rx = sys.argv')])
LEAF_FIRST = ('.cpuprofile', '.pb.gz', '.perf.txt')
cr = re.compile(sys.argv[1])
for p in sys.argv[2:]:
    c = collections.Counter()
    for st, n in load(p):
        if any(e in p for e in LEAF_FIRST): st = st[::-1]
        for i, f in enumerate(st):
            if cr.search(f):
                c['self' if i + 1 == len(st) else st[i + 1]] += n
                break
    tot = sum(c.values())
    print(p, tot, ', '.join(f'{k} {v}' for k, v in c.most_common(8)))
