#!/usr/bin/env python3
"""Independent reader for py-spy --format raw --threads files (collapsed stacks whose first frame is
'thread (TID)'). Per run: total samples, the inclusive share (% of samples whose stack contains
the function) of the main functions, and the samples per thread root."""
import glob, gzip, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["price_worker", "price_quote", "route_worker", "route_packet", "merge_results"]

def measure(p):
    op = gzip.open if p.endswith(".gz") else open
    total, inc, threads = 0, {f: 0 for f in FUNCS}, Counter()
    with op(p, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stack, _, n = line.rpartition(" ")
            n = int(n)
            total += n
            frames = stack.split(";")
            threads[frames[0]] += n
            names = {re.sub(r" \(.*\)$", "", fr) for fr in frames}
            for f in FUNCS:
                if f in names:
                    inc[f] += n
    return total, inc, threads

print("%-7s %-14s %7s " % ("side", "file", "samples") + " ".join("%15s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
        total, inc, threads = measure(p)
        print("%-7s %-14s %7d " % (side, os.path.basename(p), total) +
              " ".join("%5d %8.1f%%" % (inc[f], 100.0 * inc[f] / total) for f in FUNCS))
        print("        thread roots: " + ", ".join("%s=%d" % kv for kv in threads.most_common()))
