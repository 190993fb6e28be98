#!/usr/bin/env python3
"""Inclusive share (by sample) of each stage function in Node .cpuprofile files."""
import json, sys
FUNCS = ["parseRecords", "normalizeRecords", "scoreRecords", "aggregate", "makeInput", "(garbage collector)"]
for path in sys.argv[1:]:
    p = json.load(open(path))
    nodes = {n["id"]: n for n in p["nodes"]}
    parent = {}
    for n in p["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    total = len(p["samples"])
    counts = {f: 0 for f in FUNCS}
    idle = 0
    for s in p["samples"]:
        names = set()
        nid = s
        while nid is not None:
            names.add(nodes[nid]["callFrame"]["functionName"])
            nid = parent.get(nid)
        for f in FUNCS:
            if f in names:
                counts[f] += 1
        if "(idle)" in names: idle += 1
    print(f"{path}: samples={total} idle={idle}")
    for f in FUNCS:
        print(f"  {f:22s} {counts[f]:6d} {100.0*counts[f]/total:6.2f}%")
