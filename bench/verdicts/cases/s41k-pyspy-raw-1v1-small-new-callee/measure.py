#!/usr/bin/env python3
"""Independent reader for py-spy --format raw files (collapsed stacks 'f1;f2;... COUNT').
Per run: total samples and inclusive share (% of samples whose stack contains the function)."""
import glob, gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["parse_row", "enrich_row", "row_fingerprint", "tally_rows", "make_rows"]

def measure(p):
    op = gzip.open if p.endswith(".gz") else open
    total = 0
    inc = {f: 0 for f in FUNCS}
    with op(p, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stack, _, n = line.rpartition(" ")
            n = int(n)
            total += n
            names = {re.sub(r" \(.*\)$", "", fr) for fr in stack.split(";")}
            for f in FUNCS:
                if f in names:
                    inc[f] += n
    return total, inc

print("%-7s %-14s %7s " % ("side", "file", "samples") + " ".join("%16s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
        total, inc = measure(p)
        print("%-7s %-14s %7d " % (side, os.path.basename(p), total) +
              " ".join("%15.1f%%" % (100.0 * inc[f] / total) for f in FUNCS))
        print("%-7s %-14s %7s " % ("", "  (samples)", "") + " ".join("%16d" % inc[f] for f in FUNCS))
