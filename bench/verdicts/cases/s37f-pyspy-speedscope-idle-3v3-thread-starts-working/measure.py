#!/usr/bin/env python3
"""Independent check of the captured py-spy speedscope profiles.

For every run prints the number of samples (all threads), the per-thread sample
counts and the inclusive share (samples whose stack contains the frame, over all
samples of all threads) of:
  recompute_summary  - the culprit (summary thread's working function)
  compute_reading    - producer (main) thread's work
  summary_worker     - whole summary thread (idle + busy)
  Queue.get          - summary thread blocked waiting on the queue
"""
import glob
import gzip
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["recompute_summary", "compute_reading", "summary_worker", "Queue.get"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def measure(path):
    d = load(path)
    frames = d["shared"]["frames"]
    total = 0.0
    hits = {f: 0.0 for f in FUNCS}
    per_thread = {}
    for p in d["profiles"]:
        tw = 0.0
        for stack, w in zip(p["samples"], p["weights"]):
            names = {frames[i]["name"] for i in stack}
            total += w
            tw += w
            for f in FUNCS:
                if f in names:
                    hits[f] += w
        per_thread[p["name"]] = tw
    # weights are seconds at 100 Hz -> samples
    return total, per_thread, {f: hits[f] / total for f in FUNCS}


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total, per_thread, shares = measure(path)
            threads = ", ".join(f"{k}: {round(v * 100)}" for k, v in per_thread.items())
            sh = "  ".join(f"{f}={shares[f] * 100:5.1f}%" for f in FUNCS)
            print(f"{side}/{os.path.basename(path)}: samples={round(total * 100)} [{threads}]")
            print(f"    {sh}")


if __name__ == "__main__":
    main()
