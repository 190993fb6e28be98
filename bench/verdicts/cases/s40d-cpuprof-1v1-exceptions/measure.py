#!/usr/bin/env python3
"""Independent measurement of this case's V8 .cpuprofile files.

Per run: number of samples (all samples, including (program), (idle) and
(garbage collector)) and the inclusive share (% of samples whose stack
contains the function) of the culprit and of the other main functions.
Self share = % of samples where the function is the leaf node.
"""
import glob, gzip, json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["parseItem", "parseBatch", "splitFields", "makeInput", "main",
         "(garbage collector)", "(program)", "(idle)"]


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
    name = {i: n["callFrame"]["functionName"] or "(anonymous)" for i, n in nodes.items()}
    cache = {}

    def chain(i):
        if i not in cache:
            names, j = set(), i
            while j is not None:
                names.add(name[j])
                j = parent.get(j)
            cache[i] = names
        return cache[i]

    inc, slf, leaf = Counter(), Counter(), Counter()
    samples = d["samples"]
    for s in samples:
        ns = chain(s)
        for fn in FUNCS:
            if fn in ns:
                inc[fn] += 1
        slf[name[s]] += 1
        n = nodes[s]["callFrame"]
        leaf[f'{name[s]} {os.path.basename(n["url"])}:{n["lineNumber"]+1}'] += 1
    return len(samples), inc, slf, leaf


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n, inc, slf, leaf = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for fn in FUNCS:
                print(f"   {fn:<20} inclusive {100.0*inc[fn]/n:5.1f}% ({inc[fn]:>5})  self {100.0*slf[fn]/n:5.1f}%")
            if "-v" in sys.argv:
                print("   top leaves:", leaf.most_common(10))


if __name__ == "__main__":
    main()
