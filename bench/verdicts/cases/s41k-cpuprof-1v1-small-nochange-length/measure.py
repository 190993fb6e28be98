#!/usr/bin/env python3
"""Independent reader for node --cpu-prof files: per run, total samples and the inclusive share
(% of samples whose stack contains the function) of the main functions."""
import glob, gzip, json, os, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["makeLines", "parseEntries", "scoreEntries", "aggregateEntries", "(garbage collector)", "(program)", "(idle)"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

def measure(p):
    prof = load(p)
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    counts = Counter(prof["samples"])
    total = sum(counts.values())
    inc = Counter()
    for nid, c in counts.items():
        names = set()
        x = nid
        while x is not None:
            names.add(nodes[x]["callFrame"]["functionName"])
            x = parent.get(x)
        for fn in FUNCS:
            if fn in names:
                inc[fn] += c
    return total, inc

print("%-7s %-24s %7s " % ("side", "file", "samples") + " ".join("%18s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
        total, inc = measure(p)
        print("%-7s %-24s %7d " % (side, os.path.basename(p), total) +
              " ".join("%17.1f%%" % (100.0 * inc[f] / total) for f in FUNCS))
