#!/usr/bin/env python3
"""Independent measure for node --cpu-prof files: per run, the number of samples and the
inclusive share (% of all samples whose stack contains the function) of the main functions.
Also prints the share of (garbage collector), (program) and (idle) samples."""
import glob, gzip, json, os

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["makeItems", "rankItems", "groupByPrefix", "digest", "main", "(garbage collector)", "(program)", "(idle)"]

def jload(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def main():
    print("%-7s %-6s %7s  " % ("side", "run", "samples") + " ".join("%14s" % f[:14] for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.cpuprofile*"))):
            prof = jload(p)
            nodes = {n["id"]: n for n in prof["nodes"]}
            parent = {}
            for n in prof["nodes"]:
                for c in n.get("children", []):
                    parent[c] = n["id"]
            def name(nid):
                cf = nodes[nid]["callFrame"]
                return cf["functionName"]
            cache = {}
            def names(nid):
                if nid not in cache:
                    s = {name(nid)}
                    if nid in parent:
                        s |= names(parent[nid])
                    cache[nid] = s
                return cache[nid]
            samples = prof["samples"]; n = len(samples)
            hits = [sum(1 for s in samples if f in names(s)) for f in FUNCS]
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %7d  " % (side, run, n) + " ".join("%13.1f%%" % (100.0 * h / n) for h in hits))

if __name__ == "__main__":
    main()
