#!/usr/bin/env python3
"""Independent measurement of node --cpu-prof profiles (.cpuprofile JSON, optionally .gz).
Per run: number of samples, and per watched JS function name the samples whose stack (the
sampled node and all its ancestors) contains that function (inclusive) and the self share.
Also prints the (garbage collector) and (program)/(idle) shares for context."""
import glob, gzip, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = sys.argv[1:] or ["buildRecords", "hashRecords", "sortRecords", "summarize", "main",
                         "(garbage collector)", "(program)"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def main():
    print("%-7s %-18s %8s  " % ("side", "file", "samples") + "  ".join("%-24s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            d = load(p)
            nodes = {n["id"]: n for n in d["nodes"]}
            parent = {}
            for n in d["nodes"]:
                for c in n.get("children", []):
                    parent[c] = n["id"]
            cache = {}
            def stack(nid):                      # leaf first
                if nid in cache: return cache[nid]
                st, cur = [], nid
                while cur is not None:
                    st.append(nodes[cur]["callFrame"]["functionName"])
                    cur = parent.get(cur)
                cache[nid] = st
                return st
            samples = [stack(s) for s in d["samples"]]
            n = len(samples)
            cells = []
            for f in FUNCS:
                inc = sum(1 for st in samples if f in st)
                slf = sum(1 for st in samples if st and st[0] == f)
                cells.append("%5d %5.1f%% (self %4.1f%%)" % (inc, 100.0 * inc / n, 100.0 * slf / n))
            print("%-7s %-18s %8d  " % (side, os.path.basename(p), n) + "  ".join("%-24s" % c for c in cells))

if __name__ == "__main__":
    main()
