#!/usr/bin/env python3
"""Independent measurement of node --cpu-prof profiles: per run, number of samples and the
inclusive share (% of samples whose stack contains the function) of the main functions."""
import glob, gzip, json, os, sys

FUNCS = ["renderProducts", "parseProducts", "priceProducts", "main", "(garbage collector)", "(idle)", "(program)"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def measure(path):
    prof = load(path)
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    stack_names = {}
    def names(nid):
        if nid in stack_names:
            return stack_names[nid]
        s = set()
        cur = nid
        while cur is not None:
            s.add(nodes[cur]["callFrame"]["functionName"])
            cur = parent.get(cur)
        stack_names[nid] = s
        return s
    samples = prof["samples"]
    counts = {f: 0 for f in FUNCS}
    for sid in samples:
        ns = names(sid)
        for f in FUNCS:
            if f in ns:
                counts[f] += 1
    return len(samples), counts

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(base, side, "run-*.cpuprofile*"))):
            n, counts = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for f in FUNCS:
                print(f"   {f:22s} {counts[f]:6d}  {100.0*counts[f]/n:6.2f}%")

if __name__ == "__main__":
    main()
