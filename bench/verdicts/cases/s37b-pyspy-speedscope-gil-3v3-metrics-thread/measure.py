#!/usr/bin/env python3
"""Independent check: inclusive share of key functions per captured speedscope run.

Counts, over all thread profiles in a py-spy speedscope file, the fraction of
sample weight whose stack contains a frame with the given function name.
"""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["summarize_metrics", "metrics_loop", "worker", "process_batch", "score_record", "make_record"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def shares(path):
    d = load(path)
    frames = d["shared"]["frames"]
    total = 0
    hit = {f: 0 for f in FUNCS}
    per_thread = []
    for p in d["profiles"]:
        tw = 0
        for stack, w in zip(p["samples"], p["weights"]):
            names = {frames[i]["name"] for i in stack}
            total += 1          # one py-spy sample (weight is 1/rate seconds)
            tw += 1
            for f in FUNCS:
                if f in names:
                    hit[f] += 1
        per_thread.append((p["name"], tw))
    return total, {f: hit[f] / total for f in FUNCS}, per_thread


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        total, sh, pt = shares(path)
        cols = "  ".join("%s=%5.1f%%" % (f, 100 * sh[f]) for f in FUNCS)
        print("%-6s %-28s samples=%5d  %s" % (side, os.path.basename(path), total, cols))
        print("       threads: " + ", ".join("%s:%d" % (n, w) for n, w in pt))
