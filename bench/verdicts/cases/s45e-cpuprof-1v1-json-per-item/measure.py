#!/usr/bin/env python3
"""Independent measure over V8 .cpuprofile JSON: per run, sample count and inclusive share
(% of samples whose node path from the root contains a frame whose functionName matches)."""
import glob, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = json.load(open(os.path.join(HERE, "expected.json")))["culprit"]
GROUPS = [("CULPRIT_UNION", CULPRIT), ("buildLineIndex", [r"^buildLineIndex$"]),
          ("stringify", [r"stringify"]), ("computeLine", [r"^computeLine$"]),
          ("generateOrders", [r"^generateOrders$"]), ("aggregateCustomers", [r"^aggregateCustomers$"]),
          ("(garbage collector)", [r"^\(garbage collector\)$"]), ("(program)", [r"^\(program\)$"])]
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile.json"))):
        p = json.load(open(f))
        nodes = {n["id"]: n for n in p["nodes"]}
        parent = {}
        for n in p["nodes"]:
            for c in n.get("children", []): parent[c] = n["id"]
        def path(i):
            out = []
            while i is not None:
                out.append(nodes[i]["callFrame"]["functionName"]); i = parent.get(i)
            return out
        cache = {}; tot = 0; hits = {g: 0 for g, _ in GROUPS}
        for s in p["samples"]:
            if s not in cache: cache[s] = path(s)
            fr = cache[s]; tot += 1
            for g, rxs in GROUPS:
                if any(re.search(rx, x) for x in fr for rx in rxs): hits[g] += 1
        print(f"{side}/{os.path.basename(f)} samples={tot} " + " ".join(f"{g}={100*hits[g]/tot:.1f}%" for g, _ in GROUPS))
