#!/usr/bin/env python3
"""Independent check: reads py-spy raw (folded) profiles and prints, per run,
the total samples and the inclusive share of the metrics hook (collect_metrics)
and of the request path (handle_request)."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["collect_metrics", "parse_proc_status", "parse_proc_stat", "read_file", "handle_request", "make_request"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack.split(";"), int(n)


def name(frame):
    return frame.split(" (", 1)[0]


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        total = 0
        inc = {f: 0 for f in FUNCS}
        for frames, n in load(path):
            total += n
            names = {name(fr) for fr in frames}
            for f in FUNCS:
                if f in names:
                    inc[f] += n
        shares = "  ".join("%s=%.1f%%" % (f, 100.0 * inc[f] / total) for f in FUNCS)
        print("%-6s %-18s samples=%-5d %s" % (side, os.path.basename(path), total, shares))
