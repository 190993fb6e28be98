#!/usr/bin/env python3
"""Independent measurement for s38h-pyspy-speedscope-3v3-idle-poll-interval.
Reads {before,after}/run-*.speedscope.json[.gz] (py-spy speedscope output: one
"sampled" profile per thread; each sample entry counted once) and prints per run the total samples (all threads),
per-thread sample counts, and the inclusive share (% of all samples whose stack
contains the function) of the culprit and the other main functions."""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["health_check", "health_loop", "main_work", "crunch_orders", "render_report", "<module>"]

def opener(p):
    return gzip.open(p, "rt") if p.endswith(".gz") else open(p)

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
            d = json.load(opener(p))
            frames = d["shared"]["frames"]
            total = 0
            counts = {f: 0 for f in FUNCS}
            idle_sleep = 0
            per_thread = []
            for prof in d["profiles"]:
                tn = 0
                # py-spy weights are seconds (1/rate each); count each sample entry as 1
                for stack in prof["samples"]:
                    w = 1
                    names = {frames[i]["name"] for i in stack}
                    total += w; tn += w
                    for f in FUNCS:
                        if f in names:
                            counts[f] += w
                per_thread.append((prof["name"], tn))
            print(f"{side}/{os.path.basename(p)}: samples={total} threads=" +
                  ", ".join(f"[{n}]={c}" for n, c in per_thread))
            for f in FUNCS:
                print(f"    {f:16s} {counts[f]:6d}  {100.0 * counts[f] / total:5.1f}%")

if __name__ == "__main__":
    main()
