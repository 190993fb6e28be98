#!/usr/bin/env python3
"""Independent check of the Node perf captures (gzipped default `perf script` text,
JS frames named through --perf-basic-prof, e.g. `JS:*scoreOrder /tmp/.../app.js:33:20`).
Prints, per run, the inclusive share (fraction of samples whose call chain contains
at least one frame of the function, any tier) for the culprit and the other JS functions."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["scoreOrder", "generateOrders", "roundTrip", "groupByRegion", "formatReport", "runBatch"]
JSNAME = re.compile(r"JS:[*^~+]?(\S+) ")
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*)\s+\((.*)\)\s*$")

def samples(path):
    cur = None
    with gzip.open(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
            elif not line[0].isspace():
                cur = set()
            elif cur is not None:
                m = FRAME.match(line)
                if m:
                    j = JSNAME.search(m.group(1) + " ")
                    if j:
                        cur.add(j.group(1))
    if cur is not None:
        yield cur

def measure(path):
    total = 0
    hits = {f: 0 for f in FUNCS}
    for names in samples(path):
        total += 1
        for f in FUNCS:
            if f in names:
                hits[f] += 1
    return total, hits

if __name__ == "__main__":
    paths = sys.argv[1:] or [p for side in ("before", "after")
                             for p in sorted(glob.glob(os.path.join(HERE, side, "*.perf.txt.gz")))]
    for p in paths:
        total, hits = measure(p)
        side = os.path.basename(os.path.dirname(p))
        print("%-6s %-18s samples=%5d  " % (side, os.path.basename(p), total) +
              "  ".join("%s=%.1f%%" % (f, 100.0 * hits[f] / max(total, 1)) for f in FUNCS))
