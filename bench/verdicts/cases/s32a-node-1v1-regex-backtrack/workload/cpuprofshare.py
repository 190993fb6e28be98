#!/usr/bin/env python3
"""cpuprofshare.py REGEX[,,REGEX] FILE.cpuprofile... : samples and share whose stack (node -> root) has a
functionName matching any regex."""
import json, re, sys
pats = [re.compile(p) for p in sys.argv[1].split(',,')]
for fn in sys.argv[2:]:
    p = json.load(open(fn)); nodes = {n["id"]: n for n in p["nodes"]}; par = {}
    for n in p["nodes"]:
        for c in n.get("children", []): par[c] = n["id"]
    memo = {}
    def matches(i):
        if i in memo: return memo[i]
        name = nodes[i]["callFrame"]["functionName"]
        r = any(pt.match(name) for pt in pats) or (i in par and matches(par[i]))
        memo[i] = r; return r
    tot = len(p["samples"]); hit = sum(1 for s in p["samples"] if matches(s))
    print(f"{fn}: samples={tot} culprit={hit} share={100*hit/max(tot,1):.2f}%")
