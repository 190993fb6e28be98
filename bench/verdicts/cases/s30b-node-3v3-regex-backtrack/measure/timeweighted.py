#!/usr/bin/env python3
"""timeweighted.py REGEX FILE.cpuprofile...: share of *time* (each sample weighted by the
timeDelta that follows it) with a frame matching REGEX on the stack, next to the plain sample share."""
import json, re, sys
pat = re.compile(sys.argv[1])
for fn in sys.argv[2:]:
    d = json.load(open(fn))
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {c: n["id"] for n in d["nodes"] for c in n.get("children", [])}
    memo = {}
    def hit(i):
        if i not in memo:
            j, h = i, False
            while j is not None and not h:
                h = bool(pat.match(nodes[j]["callFrame"]["functionName"])); j = parent.get(j)
            memo[i] = h
        return memo[i]
    s, td = d["samples"], d["timeDeltas"]
    w = td[1:] + [0]
    tot = sum(w); ht = sum(x for i, x in zip(s, w) if hit(i))
    print(f"{fn}\tsamples={len(s)}\tsample-share={100*sum(1 for i in s if hit(i))/len(s):.1f}%\ttime-share={100*ht/tot:.1f}%")
