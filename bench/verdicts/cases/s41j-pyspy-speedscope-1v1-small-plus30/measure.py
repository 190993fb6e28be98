#!/usr/bin/env python3
"""Independent measure for py-spy speedscope files: per run, samples and inclusive share
(% of samples whose stack contains the function, by frame name) of the four workers."""
import glob, gzip, json, os, sys

FUNCS = ["tally_fees", "parse_rows", "balance_accounts", "render_report", "main"]

def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        d = json.load(f)
    frames = d["shared"]["frames"]
    total = 0
    incl = {f: 0 for f in FUNCS}
    for prof in d["profiles"]:
        for stack, w in zip(prof["samples"], prof["weights"]):
            names = {frames[i]["name"] for i in stack}
            total += 1
            for f in FUNCS:
                if f in names:
                    incl[f] += 1
    return total, incl

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(root, side, "run-*.speedscope.json*"))):
        total, incl = measure(p)
        print("%-6s %-26s samples=%d  %s" % (side, os.path.basename(p), total,
              "  ".join("%s=%.1f%%" % (f, 100.0 * incl[f] / total) for f in FUNCS)))
