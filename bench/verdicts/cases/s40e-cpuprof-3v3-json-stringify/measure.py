#!/usr/bin/env python3
"""Independent measurement for s40e-cpuprof-3v3-json-stringify.

Reads node --cpu-prof files (.cpuprofile, optionally gzipped): nodes[] with children ids,
samples[] = leaf node id per sample. Walks each sample's leaf up to the root and prints per
run the sample count, the inclusive share (% of samples whose stack contains the function)
and the self share (% of samples whose leaf is the function) of the main functions.
Also prints whether any frame named like JSON.stringify exists at all."""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["processBatch", "computeTotals", "normalizeAddress", "riskScore", "makeOrders", "main",
         "RegExp: \\s+", "(garbage collector)", "(program)", "(idle)"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def measure(path):
    d = load(path)
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {}
    for n in d["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    names = {i: n["callFrame"]["functionName"] for i, n in nodes.items()}
    strfy = sorted({v for v in names.values() if re.search(r"stringify|JSON", v, re.I)})
    cache = {}
    def stack(i):
        if i not in cache:
            s, j = set(), i
            while j is not None:
                s.add(names[j]); j = parent.get(j)
            cache[i] = s
        return cache[i]
    total = len(d["samples"])
    inc = {f: 0 for f in FUNCS}
    slf = {f: 0 for f in FUNCS}
    for sid in d["samples"]:
        st = stack(sid)
        for f in FUNCS:
            if f in st: inc[f] += 1
            if names[sid] == f: slf[f] += 1
    return total, inc, slf, strfy

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
            total, inc, slf, strfy = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total}  frames named like JSON/stringify: {strfy or 'none'}")
            print(f"    {'function':24s} {'incl':>6s} {'incl%':>7s} {'self':>6s} {'self%':>7s}")
            for f in FUNCS:
                print(f"    {f:24s} {inc[f]:6d} {100.0*inc[f]/total:6.2f}% {slf[f]:6d} {100.0*slf[f]/total:6.2f}%")

if __name__ == "__main__":
    main()
