#!/usr/bin/env python3
"""Independent measurement of node --cpu-prof profiles (.cpuprofile JSON: nodes + samples).

Per run: number of samples and the inclusive share (% of samples whose node path from the root
contains a node with that functionName) of the culprit and other main functions, plus the
root-level '(garbage collector)' node.
"""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["collectPicked", "summarize", "parseRecord", "run", "makeRecords", "(garbage collector)", "(program)", "(idle)"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

def main():
    files = sorted(glob.glob(os.path.join(HERE, "before", "run-*.cpuprofile*"))) + sorted(glob.glob(os.path.join(HERE, "after", "run-*.cpuprofile*")))
    print("%-26s %7s  %s" % ("run", "samples", "  ".join(FUNCS)))
    for path in files:
        prof = load(path)
        nodes = {n["id"]: n for n in prof["nodes"]}
        parent = {}
        for n in prof["nodes"]:
            for c in n.get("children", []):
                parent[c] = n["id"]
        cache = {}
        def names(i):
            if i in cache: return cache[i]
            s = set(); j = i
            while j is not None:
                s.add(nodes[j]["callFrame"]["functionName"]); j = parent.get(j)
            cache[i] = s
            return s
        samples = prof["samples"]
        n = len(samples)
        row = []
        for fn in FUNCS:
            hit = sum(1 for sid in samples if fn in names(sid))
            row.append("%s=%.1f%%" % (fn, 100.0 * hit / n))
        print("%-26s %7d  %s" % (os.path.relpath(path, HERE), n, "  ".join(row)))

if __name__ == "__main__":
    main()
