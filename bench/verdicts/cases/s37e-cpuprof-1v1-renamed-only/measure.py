#!/usr/bin/env python3
"""Independent check of the captured V8 .cpuprofile files.

A .cpuprofile holds a node tree (nodes[].id/callFrame/children) and a list
of sampled leaf node ids (samples[]). A function's inclusive share is the
fraction of samples whose leaf-to-root path contains a node with that
functionName. Shares are printed of all samples and of non-idle samples
(excluding the '(idle)' pseudo-node)."""
import glob
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["normalizeKey", "canonicalKey", "buildIndex", "tokenize", "makeDocs",
         "scoreQueries", "main", "(garbage collector)"]


def load(path):
    prof = json.load(open(path))
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    counts = Counter(prof["samples"])
    per_func = Counter()
    idle = 0
    for leaf, c in counts.items():
        names = set()
        nid = leaf
        while nid is not None:
            names.add(nodes[nid]["callFrame"]["functionName"])
            nid = parent.get(nid)
        if "(idle)" in names:
            idle += c
        for nm in names:
            per_func[nm] += c
    return sum(counts.values()), idle, per_func


def main():
    print("%-6s %-6s %7s %6s  " % ("side", "run", "samples", "idle") + " ".join("%20s" % f for f in FUNCS))
    dirs = sys.argv[1:] or [os.path.join(HERE, s) for s in ("before", "after")]
    for d in dirs:
        for p in sorted(glob.glob(os.path.join(d, "run-*.cpuprofile"))):
            total, idle, pf = load(p)
            busy = total - idle
            row = ["%8.1f%% (%5.1f%%)" % (100.0 * pf[f] / total, 100.0 * pf[f] / busy) for f in FUNCS]
            print("%-6s %-6s %7d %6d  " % (os.path.basename(d), os.path.basename(p).split(".")[0], total, idle) + " ".join(row))
    print("each cell: share of all samples (share of non-idle samples)")


if __name__ == "__main__":
    main()
