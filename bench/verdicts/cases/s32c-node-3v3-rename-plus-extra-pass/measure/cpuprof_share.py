#!/usr/bin/env python3
"""cpuprof.py REGEX[,,REGEX] FILE.cpuprofile... : count samples (the `samples` array) per file and the
share whose stack (node -> root) contains a function name matching a regex (re.match)."""
import json, re, sys, collections
pats = [re.compile(p) for p in sys.argv[1].split(',,')]
for fn in sys.argv[2:]:
    p = json.load(open(fn))
    nodes = {n['id']: n for n in p['nodes']}
    parent = {}
    for n in p['nodes']:
        for c in n.get('children', []): parent[c] = n['id']
    def stack(i):
        out = []
        while i is not None:
            out.append(nodes[i]['callFrame']['functionName'] or '(anonymous)'); i = parent.get(i)
        return out
    cache = {}
    tot = hit = self_ = idle = 0
    for s in p['samples']:
        if s not in cache: cache[s] = stack(s)
        st = cache[s]; tot += 1
        if st[0] in ('(idle)', '(program)', '(garbage collector)'): idle += 1
        if any(pt.match(f) for f in st for pt in pats): hit += 1
        if any(pt.match(st[0]) for pt in pats): self_ += 1
    print(f"{fn}: samples={tot} on-stack={hit} ({100*hit/tot:.1f}%) self={self_} ({100*self_/tot:.1f}%) idle/program/gc={idle}")
