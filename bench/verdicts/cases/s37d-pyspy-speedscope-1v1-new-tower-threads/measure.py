#!/usr/bin/env python3
"""Reads the py-spy speedscope files (one profile per thread; --threads) and
prints, per run, the total samples over all threads and the inclusive share
(samples whose stack contains the function at least once / all samples of all
threads) of the new validation tower and of the main functions.
Usage: measure.py [file.speedscope.json[.gz] ...]"""
import glob, gzip, json, os, sys
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["validate_config", "walk_config", "handle_request", "parse_request", "price_order",
         "render_receipt", "worker_loop", "make_request", "ingest_loop", "summarise"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def measure(path):
    doc = load(path)
    frames = doc["shared"]["frames"]
    total = 0
    inc = Counter()
    per_thread = {}
    for prof in doc["profiles"]:
        n = 0
        # py-spy writes unit "seconds" and weight 1/rate (0.01 s) per sample:
        # count samples, not seconds
        for stack in prof["samples"]:
            w = 1
            n += w
            names = {frames[i]["name"] for i in stack}
            for fn in FUNCS:
                if fn in names:
                    inc[fn] += w
        per_thread[prof["name"]] = n
        total += n
    return total, inc, per_thread

files = sys.argv[1:] or sorted(glob.glob(os.path.join(CASE, "before", "*"))) + \
        sorted(glob.glob(os.path.join(CASE, "after", "*")))
print(f"{'file':34} {'samples':>7} " + " ".join(f"{f:>15}" for f in FUNCS))
for f in files:
    total, inc, per_thread = measure(f)
    print(f"{os.path.relpath(f, CASE):34} {total:7d} " +
          " ".join(f"{100*inc[fn]/total:14.1f}%" for fn in FUNCS))
    print("    per thread: " + ", ".join(f"{k}: {v}" for k, v in per_thread.items()))
