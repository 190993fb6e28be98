#!/usr/bin/env python3
"""Independent measure: reads py-spy speedscope JSON (gz ok), all thread profiles together; prints
per run the sample count (each speedscope sample counted once; py-spy gives every sample the same
weight 1/rate seconds) and inclusive shares of the main functions, plus
per-thread sample counts."""
import gzip, glob, json, os

D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["collect_metrics", "metrics_loop", "worker", "process_item"]

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        op = gzip.open if path.endswith(".gz") else open
        with op(path, "rt") as f:
            doc = json.load(f)
        frames = [fr["name"] for fr in doc["shared"]["frames"]]
        total, inc, per_thread = 0, {f: 0 for f in FUNCS}, {}
        for prof in doc["profiles"]:
            tcount = 0
            for stack in prof["samples"]:
                w = 1
                names = {frames[i] for i in stack}
                total += w; tcount += w
                for fn in FUNCS:
                    if fn in names: inc[fn] += w
            per_thread[prof["name"]] = tcount
        shares = "  ".join(f"{fn}={100*inc[fn]/total:5.1f}% ({inc[fn]})" for fn in FUNCS)
        print(f"{side}/{os.path.basename(path)}: samples={total}  {shares}")
        print(f"    threads: {per_thread}")
