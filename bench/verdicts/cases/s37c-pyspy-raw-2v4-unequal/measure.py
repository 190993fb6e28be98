#!/usr/bin/env python3
"""Independent check of the py-spy raw (collapsed) captures.
Each line is `frame;frame;... count`, frames look like `func (file:line)`.
Prints per run the inclusive share of the main functions (culprit: extract_fields)."""
import glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["extract_fields", "make_lines", "classify", "aggregate", "run_batch"]
NAME = re.compile(r"^(.*?) \(")

def measure(path):
    total = 0
    hits = {f: 0 for f in FUNCS}
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, _, count = line.rpartition(" ")
        n = int(count)
        total += n
        names = set()
        for fr in stack.split(";"):
            m = NAME.match(fr)
            names.add(m.group(1) if m else fr)
        for f in FUNCS:
            if f in names:
                hits[f] += n
    return total, hits

if __name__ == "__main__":
    paths = sys.argv[1:] or [p for side in ("before", "after")
                             for p in sorted(glob.glob(os.path.join(HERE, side, "*.raw.txt")))]
    for p in paths:
        total, hits = measure(p)
        side = os.path.basename(os.path.dirname(p))
        print("%-6s %-12s samples=%5d  " % (side, os.path.basename(p), total) +
              "  ".join("%s=%.1f%%" % (f, 100.0 * hits[f] / max(total, 1)) for f in FUNCS))
