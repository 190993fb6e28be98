#!/usr/bin/env python3
"""Inclusive share of frames matching each regex in V8 .cpuprofile files, two ways:
by sample count (one sample = 1) and by time (each sample weighted by the timeDelta of the gap that FOLLOWS it,
i.e. timeDeltas[i+1]; the last sample gets 0). A sample counts once per regex if any frame in its stack matches
(re.search on the bare V8 function name). Usage: shares.py 'RX1,RX2,...' FILE..."""
import sys, re, json

def load(p):
    d = json.load(open(p)); node = {n['id']: n for n in d['nodes']}; par = {}
    for n in d['nodes']:
        for c in n.get('children', []): par[c] = n['id']
    memo = {}
    def st(i):
        if i not in memo:
            out = []; j = i
            while j is not None: out.append(node[j]['callFrame']['functionName'] or '(anonymous)'); j = par.get(j)
            memo[i] = out
        return memo[i]
    s = d['samples']; td = d['timeDeltas']
    w = [td[i + 1] if i + 1 < len(td) else 0 for i in range(len(s))]
    return [(st(x), wt) for x, wt in zip(s, w)], d['endTime'] - d['startTime']

rx = sys.argv[1].split(','); cr = [re.compile(r) for r in rx]
print('file\tsamples\tspan_ms\tmean_interval_us\t' + '\t'.join(rx))
for p in sys.argv[2:]:
    ss, span = load(p)
    n = len(ss); T = sum(w for _, w in ss)
    hc = [0] * len(cr); ht = [0] * len(cr)
    for st, w in ss:
        for k, r in enumerate(cr):
            if any(r.search(f) for f in st): hc[k] += 1; ht[k] += w
    print(f"{p}\t{n}\t{span/1000:.0f}\t{T/max(n,1):.0f}\t" + '\t'.join(
        f'{100*c/max(n,1):.1f}% ({c}) / {100*t/max(T,1):.1f}%' for c, t in zip(hc, ht)))
