#!/usr/bin/env python3
"""Independent reader for the node --cpu-prof files of this case.
Per run: number of samples, and inclusive share (% of samples whose stack contains
a frame with that function name) of the culprit and the other main functions."""
import json, glob, os, sys, gzip
from collections import Counter

FUNCS = ['scoreRows', 'makeRows', 'hashRows', 'normalize', 'summarize',
         '(garbage collector)', '(program)', '(idle)']

def load(p):
    op = gzip.open if p.endswith('.gz') else open
    d = json.load(op(p, 'rt'))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    stacks = {}
    def names(i):
        if i not in stacks:
            s, j = set(), i
            while j is not None:
                s.add(nodes[j]['callFrame']['functionName']); j = parent.get(j)
            stacks[i] = s
        return stacks[i]
    cnt = Counter(d['samples'])
    return [(c, names(i)) for i, c in cnt.items()]

here = os.path.dirname(os.path.abspath(__file__))
paths = sys.argv[1:] or [p for side in ('before', 'after')
                         for p in sorted(glob.glob(os.path.join(here, side, 'run-*.cpuprofile*')))]
for p in paths:
    s = load(p); tot = sum(c for c, _ in s)
    print(f'{os.path.relpath(p, here)}: samples={tot}')
    for f in FUNCS:
        n = sum(c for c, ns in s if f in ns)
        tag = 'CULPRIT ' if f == 'scoreRows' else ''
        print(f'    {tag + f:28s} {n:6d}  {100.0*n/tot:6.2f}%')
