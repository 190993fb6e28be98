#!/usr/bin/env python3
"""Independent measurement of the node --cpu-prof profiles of this control case.

Builds the parent map from nodes[].children, then for each entry of samples[]
collects the function names on the path to the root. Prints per run the samples
(counting all samples, and excluding the (idle)/(program)/(garbage collector)
pseudo-frames) and the inclusive share of the main functions. The sampled time
(sum of timeDeltas) is printed too.
"""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "generateItems", "sortByValue", "indexByWarehouse", "restockPlan",
         "encodeReport", "(garbage collector)", "(program)", "(idle)"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
        p = load(path)
        nodes = {n["id"]: n for n in p["nodes"]}
        parent = {}
        for n in p["nodes"]:
            for c in n.get("children", []):
                parent[c] = n["id"]
        memo = {}

        def names(nid):
            if nid not in memo:
                s, cur = set(), nid
                while cur is not None:
                    s.add(nodes[cur]["callFrame"]["functionName"])
                    cur = parent.get(cur)
                memo[nid] = s
            return memo[nid]

        total = len(p["samples"])
        inc = dict.fromkeys(FUNCS, 0)
        for sid in p["samples"]:
            s = names(sid)
            for fn in FUNCS:
                if fn in s:
                    inc[fn] += 1
        ms = sum(p.get("timeDeltas", [])) / 1000.0
        print("%-6s %-18s samples=%5d  sampled=%.0f ms" % (side, os.path.basename(path), total, ms))
        print("       " + "  ".join("%s %.1f%%" % (fn, 100.0 * inc[fn] / total) for fn in FUNCS))
