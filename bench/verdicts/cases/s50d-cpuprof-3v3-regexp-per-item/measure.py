#!/usr/bin/env python3
"""Inclusive share of culprit frames per .cpuprofile.json (samples whose stack contains a matching frame)."""
import json, re, sys, glob, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = [re.compile(p) for p in json.load(open(os.path.join(HERE, 'expected.json')))['culprit']]
SHOW = ['parseLine', 'processBatch', 'classify', 'aggregate', 'normalizePath', 'generateLines', '(garbage collector)', '(program)', '(idle)']
for side in ('before', 'after'):
    for f in sorted(glob.glob(os.path.join(HERE, side, 'run-*.cpuprofile.json'))):
        p = json.load(open(f))
        nodes = {n['id']: n for n in p['nodes']}
        parent = {}
        for n in p['nodes']:
            for c in n.get('children', []): parent[c] = n['id']
        cnt = collections.Counter(p['samples'])
        total = sum(cnt.values()); hit = 0; per = collections.Counter()
        for nid, k in cnt.items():
            names = []; x = nid
            while x is not None:
                names.append(nodes[x]['callFrame']['functionName'] or '(anonymous)'); x = parent.get(x)
            if any(r.search(nm) for nm in names for r in CULPRIT): hit += k
            for s in SHOW:
                if s in names: per[s] += k
            if any(nm.startswith('RegExp: ') for nm in names): per['RegExp:exec'] += k
        print(f"{side}/{os.path.basename(f)}: samples={total} culprit={100*hit/total:.1f}% " +
              ' '.join(f"{s}={100*per[s]/total:.1f}%" for s in SHOW + ['RegExp:exec']))
