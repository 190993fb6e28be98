#!/usr/bin/env python3
"""Independent reader for py-spy speedscope files (--threads: one profile per thread).
Per run: samples (number of sampled stacks over all thread profiles; py-spy weights are seconds, 1/rate each), samples per thread, and inclusive share
(% of all samples whose stack contains the function) of each task function."""
import glob, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["parse_records", "hash_blocks", "sort_batches", "compute_stats", "make_lines", "worker", "<lambda>"]

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(path))
        frames = d["shared"]["frames"]
        total = 0
        inc = {f: 0 for f in FUNCS}
        per_thread = []
        for prof in d["profiles"]:
            n = 0
            for stack, _sec in zip(prof["samples"], prof["weights"]):
                w = 1
                names = {frames[i]["name"] for i in stack}
                n += w
                for f in FUNCS:
                    if f in names:
                        inc[f] += w
            per_thread.append((prof["name"], n))
            total += n
        print(f"{side}/{os.path.basename(path)}: samples={total}")
        for name, n in per_thread:
            print(f"    thread {name[:60]:60s} {n:6d} {100.0*n/total:6.1f}%")
        for f in FUNCS:
            print(f"    {f:18s} {inc[f]:6d} {100.0*inc[f]/total:6.1f}%")
