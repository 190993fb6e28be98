#!/usr/bin/env python3
"""Independent measurement of node --cpu-prof profiles (run-N.cpuprofile[.gz]).

Per run: number of samples, and for each function name the inclusive share = % of samples
whose stack (sampled node + its ancestors) contains a node with that functionName.
"""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["handleRequest", "stringify", "parse", "computeTotal", "applyPriceRules",
         "makeRequest", "recordResult", "main", "(garbage collector)", "(program)", "(idle)"]


def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as fh:
        prof = json.load(fh)
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    cache = {}

    def names(nid):
        if nid not in cache:
            s = set()
            x = nid
            while x is not None:
                s.add(nodes[x]["callFrame"]["functionName"])
                x = parent.get(x)
            cache[nid] = s
        return cache[nid]

    total = len(prof["samples"])
    counts = {f: 0 for f in FUNCS}
    for sid in prof["samples"]:
        ns = names(sid)
        for f in FUNCS:
            if f in ns:
                counts[f] += 1
    dur = (prof["endTime"] - prof["startTime"]) / 1e6
    return total, counts, dur


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total, c, dur = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total} duration={dur:.2f}s")
            for f in FUNCS:
                print(f"    {f:20s} {c[f]:6d}  {100.0 * c[f] / total:6.1f}%")


if __name__ == "__main__":
    main()
