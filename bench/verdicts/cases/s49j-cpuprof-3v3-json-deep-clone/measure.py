#!/usr/bin/env python3
"""Inclusive share of culprit frames per run in Node .cpuprofile.json files.
A sample counts for a pattern if any frame on its stack (leaf to root) matches it.
Total = all samples (including (program), (garbage collector), (idle))."""
import json, re, sys, os, glob, collections
HERE = os.path.dirname(os.path.abspath(__file__))
exp = json.load(open(os.path.join(HERE, 'expected.json'))) if os.path.exists(os.path.join(HERE, 'expected.json')) else {}
pats = sys.argv[1:] or exp.get('culprit', [])
rx = [re.compile(p) for p in pats]
for side in ('before', 'after'):
    for f in sorted(glob.glob(os.path.join(HERE, side, 'run-*.cpuprofile.json'))):
        p = json.load(open(f))
        nodes = {n['id']: n for n in p['nodes']}
        parent = {}
        for n in p['nodes']:
            for c in n.get('children', []): parent[c] = n['id']
        memo = {}
        def stack(i):
            if i in memo: return memo[i]
            s = []; j = i
            while j is not None:
                s.append(nodes[j]['callFrame']['functionName'] or '(anonymous)'); j = parent.get(j)
            memo[i] = s; return s
        tot = len(p['samples']); hit = 0; per = collections.Counter(); self_ = collections.Counter()
        for sid in p['samples']:
            st = stack(sid)
            self_[st[0]] += 1
            m = [k for k, r in enumerate(rx) if any(r.search(fr) for fr in st)]
            if m: hit += 1
            for k in m: per[pats[k]] += 1
        detail = ' '.join(f'{pt}={100*per[pt]/tot:.1f}%' for pt in pats)
        print(f'{side} {os.path.basename(f)} samples={tot} culprit={100*hit/tot:.1f}% {detail}')
        if os.environ.get('TOP'):
            print('   top self:', ', '.join(f'{k}={100*v/tot:.1f}%' for k, v in self_.most_common(12)))
