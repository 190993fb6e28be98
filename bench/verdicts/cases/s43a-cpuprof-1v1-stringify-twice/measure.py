#!/usr/bin/env python3
"""Independent measure: reads the V8 .cpuprofile JSON (nodes/samples) in before/ and after/ and prints
per run the sample count and inclusive share (% of samples whose root-to-leaf node path contains
a node with that functionName) of the main functions."""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["serializeResponse", "stringify", "byteLength", "handleRequest", "selectItems", "summarise",
         "parseQuery", "buildCatalogue", "(garbage collector)", "(program)", "(idle)"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as fh:
        return json.load(fh)

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            prof = load(path)
            nodes = {n["id"]: n for n in prof["nodes"]}
            parent = {}
            for n in prof["nodes"]:
                for c in n.get("children", []):
                    parent[c] = n["id"]
            names_cache = {}
            def names(nid):
                if nid not in names_cache:
                    s, x = set(), nid
                    while x is not None:
                        s.add(nodes[x]["callFrame"]["functionName"]); x = parent.get(x)
                    names_cache[nid] = s
                return names_cache[nid]
            samples = prof["samples"]
            total = len(samples)
            print("%s %s samples=%d" % (side, os.path.basename(path), total))
            for fn in FUNCS:
                h = sum(1 for s in samples if fn in names(s))
                print("    %-22s %6d  %5.1f%%" % (fn, h, 100.0 * h / total))

if __name__ == "__main__":
    main()
