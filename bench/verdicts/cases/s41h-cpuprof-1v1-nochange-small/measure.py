#!/usr/bin/env python3
"""Independent measure: per run, total samples and inclusive share (% of samples whose stack
contains the function) for the main functions of a node --cpu-prof profile."""
import glob, gzip, json, os, sys
from collections import Counter
D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["fillBuffer", "smoothSignal", "checksumSignal", "makeRng", "(garbage collector)", "(program)", "(idle)"]
def load(p):
    op = gzip.open if p.endswith('.gz') else open
    with op(p, 'rt') as f: return json.load(f)
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*.cpuprofile*"))):
        prof = load(p)
        nodes = {n['id']: n for n in prof['nodes']}
        parent = {}
        for n in prof['nodes']:
            for c in n.get('children', []): parent[c] = n['id']
        cache = {}
        def names(i):
            if i in cache: return cache[i]
            s = set(); j = i
            while j is not None:
                s.add(nodes[j]['callFrame']['functionName'] or '(anonymous)'); j = parent.get(j)
            cache[i] = s; return s
        cnt = Counter(); tot = len(prof['samples'])
        for sid in prof['samples']:
            for nm in names(sid): cnt[nm] += 1
        print(f"{side}/{os.path.basename(p)}: samples={tot}")
        for fn in FUNCS:
            print(f"   {fn:22s} {cnt[fn]:6d}  {100.0*cnt[fn]/tot:6.2f}%")
