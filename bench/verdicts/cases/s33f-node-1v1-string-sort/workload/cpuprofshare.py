#!/usr/bin/env python3
"""Share of samples in a V8 .cpuprofile whose stack has a function matching REGEX.
Usage: cpuprofshare.py REGEX file.cpuprofile...   ("(idle)"/"(program)"/"(garbage collector)" count as samples)"""
import json, re, sys
pat = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    p = json.load(open(f))
    nodes = {n["id"]: n for n in p["nodes"]}
    parent = {}
    for n in p["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    memo = {}
    def has(nid):
        if nid in memo:
            return memo[nid]
        name = nodes[nid]["callFrame"]["functionName"] or "(anonymous)"
        r = bool(pat.search(name)) or (nid in parent and has(parent[nid]))
        memo[nid] = r
        return r
    sys.setrecursionlimit(10000)
    samples = p["samples"]
    idle = sum(1 for s in samples if nodes[s]["callFrame"]["functionName"] == "(idle)")
    hit = sum(1 for s in samples if has(s))
    dur = (p["endTime"] - p["startTime"]) / 1e6
    print(f"{f}: samples={len(samples)} (idle={idle}) hit={hit} share={100.0*hit/len(samples):.1f}% "
          f"share_non_idle={100.0*hit/max(len(samples)-idle,1):.1f}% duration={dur:.2f}s")
