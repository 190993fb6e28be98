#!/usr/bin/env python3
"""cpuprofile2folded.py FILE: folded stacks from a V8 .cpuprofile, one sample = 1 (root node dropped)."""
import json, sys, collections
d = json.load(open(sys.argv[1]))
nodes = {n["id"]: n for n in d["nodes"]}
parent = {}
for n in d["nodes"]:
    for c in n.get("children", []): parent[c] = n["id"]
def name(n):
    cf = n["callFrame"]; f = cf["functionName"] or "(anonymous)"
    if cf.get("url"): f += f" ({cf['url'].rsplit('/',1)[-1]}:{cf['lineNumber']+1})"
    return f
cache = {}
def path(i):
    if i not in cache:
        p = []
        j = i
        while j in nodes and nodes[j]["callFrame"]["functionName"] != "(root)":
            p.append(name(nodes[j])); j = parent.get(j)
        cache[i] = ";".join(reversed(p))
    return cache[i]
c = collections.Counter(path(s) for s in d["samples"])
for k, v in c.items(): print(k, v)
