#!/usr/bin/env python3
"""Independent share measurement (not flamediff) for V8 .cpuprofile files.
Counts samples (entries of `samples`), and for each regex the samples whose stack
(node and its ancestors) has a callFrame.functionName matching it (Python re.search).
usage: cpuprofshare.py REGEX [...] -- FILE [...]"""
import json, re, sys

a = sys.argv[1:]; i = a.index("--")
pats = [re.compile(p) for p in a[:i]]
print("file\ttotal\tidle/program/gc\t" + "\t".join(f"n[{p.pattern}]\tshare" for p in pats))
for path in a[i + 1:]:
    prof = json.load(open(path))
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    memo = {}
    def names(nid):
        if nid not in memo:
            out = []
            x = nid
            while x is not None:
                out.append(nodes[x]["callFrame"]["functionName"])
                x = parent.get(x)
            memo[nid] = out
        return memo[nid]
    tot = 0; meta = 0; hits = [0] * len(pats)
    for s in prof["samples"]:
        tot += 1
        fr = names(s)
        if fr[0] in ("(idle)", "(program)", "(garbage collector)"):
            meta += 1
        for k, p in enumerate(pats):
            if any(p.search(f) for f in fr):
                hits[k] += 1
    print(f"{path}\t{tot}\t{meta}\t" + "\t".join(f"{h}\t{100*h/tot:.2f}%" for h in hits))
