#!/usr/bin/env python3
"""Independent check for the control: reads each V8 .cpuprofile (or .gz) and
prints total samples, duration and the inclusive share of the program's main
functions and of (garbage collector), so one can see both sides have the same
shape."""
import collections, glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "makeBatch", "makeOrder", "indexOrders", "aggregate", "orderTotal",
         "expire", "report", "(garbage collector)", "(program)", "(idle)"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
        p = load(path)
        nodes = {n["id"]: n for n in p["nodes"]}
        parent = {c: n["id"] for n in p["nodes"] for c in n.get("children", [])}
        counts = collections.Counter(p["samples"])
        total = len(p["samples"])
        inc = collections.Counter()
        for nid, c in counts.items():
            seen = set()
            x = nid
            while x is not None:
                name = nodes[x]["callFrame"]["functionName"]
                if name not in seen:
                    seen.add(name)
                    inc[name] += c
                x = parent.get(x)
        dur = (p["endTime"] - p["startTime"]) / 1e6
        print("%-6s %-22s samples=%-5d dur=%.2fs  %s" % (
            side, os.path.basename(path), total, dur,
            "  ".join("%s=%.1f%%" % (f, 100.0 * inc[f] / total) for f in FUNCS)))
