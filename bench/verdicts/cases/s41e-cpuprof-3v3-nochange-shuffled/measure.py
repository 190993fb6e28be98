#!/usr/bin/env python3
"""Independent measure: reads node --cpu-prof .cpuprofile (gz ok); prints per run the sample count
(all samples incl. (program)/(idle)/(garbage collector)) and inclusive shares of the main functions
(% of samples whose node-to-root path contains a node with that functionName)."""
import gzip, glob, json, os

D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["makeLines", "shuffle", "parseLine", "priceOrder", "groupByCustomer", "rankCustomers",
         "sortById", "main", "(garbage collector)", "(program)", "(idle)"]

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        op = gzip.open if path.endswith(".gz") else open
        with op(path, "rt") as f:
            prof = json.load(f)
        nodes = {n["id"]: n for n in prof["nodes"]}
        parent = {}
        for n in prof["nodes"]:
            for c in n.get("children", []):
                parent[c] = n["id"]
        cache = {}
        def names(nid):
            if nid not in cache:
                s = {nodes[nid]["callFrame"]["functionName"]}
                if nid in parent:
                    s = s | names(parent[nid])
                cache[nid] = s
            return cache[nid]
        total, inc = 0, {f: 0 for f in FUNCS}
        for sid in prof["samples"]:
            total += 1
            ns = names(sid)
            for f in FUNCS:
                if f in ns: inc[f] += 1
        print(f"{side}/{os.path.basename(path)}: samples={total}")
        print("    " + "  ".join(f"{f}={100*inc[f]/total:.1f}%({inc[f]})" for f in FUNCS))
