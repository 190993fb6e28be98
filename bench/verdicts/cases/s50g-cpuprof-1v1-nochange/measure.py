#!/usr/bin/env python3
"""Inclusive share per function (of non-idle/program/GC-excluded samples too) for each cpuprofile."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["generateLog", "parseLog", "parseRecord", "aggregate", "formatReport", "checksum", "(garbage collector)"]
for side in ("before", "after"):
    p = json.load(open(os.path.join(HERE, side, "run-1.cpuprofile.json")))
    nodes = {n["id"]: n for n in p["nodes"]}
    parent = {}
    for n in p["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    cnt = collections.Counter(p["samples"])
    total = len(p["samples"])
    idle = sum(c for i, c in cnt.items() if nodes[i]["callFrame"]["functionName"] in ("(idle)", "(program)"))
    inc = collections.Counter()
    for nid, c in cnt.items():
        seen = set(); x = nid
        while x is not None:
            fn = nodes[x]["callFrame"]["functionName"]
            if fn not in seen:
                seen.add(fn); inc[fn] += c
            x = parent.get(x)
    busy = total - idle
    print(f"{side}: samples={total} (idle/program={idle}) duration={(p['endTime']-p['startTime'])/1e6:.2f}s")
    for f in FUNCS:
        print(f"  {f:22s} {100*inc[f]/total:5.1f}% of all  {100*inc[f]/max(busy,1):5.1f}% of busy")
