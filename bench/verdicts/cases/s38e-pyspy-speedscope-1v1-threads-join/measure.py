#!/usr/bin/env python3
"""Independent measurement: reads before/after/run-*.speedscope.json(.gz) (py-spy speedscope
output, one profile per thread; py-spy writes every sample with weight 1/rate seconds, so a
sample is counted as 1) and prints per run the total samples, and for each task the
inclusive share (% of all samples, all threads together, whose stack contains the function)
plus the samples per thread profile."""
import glob, gzip, json, os, re

CASE = os.path.dirname(os.path.abspath(__file__))
TARGETS = ["build_histogram", "tokenize_words", "sum_squares", "hash_strings", "worker", "main"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

def main():
    print("%-7s %-6s %8s " % ("side", "run", "samples") + " ".join("%16s" % t for t in TARGETS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.speedscope.json*"))):
            d = load(p)
            frames = d["shared"]["frames"]
            n, hits, per_thread = 0, [0] * len(TARGETS), []
            for prof in d["profiles"]:
                tn = 0
                tasks = set()
                for st in prof["samples"]:
                    w = 1
                    names = {frames[i]["name"] for i in st}
                    tasks |= names & set(TARGETS[:4])
                    n += w; tn += w
                    for k, t in enumerate(TARGETS):
                        if t in names:
                            hits[k] += w
                per_thread.append((prof["name"] + " " + ",".join(sorted(tasks)), tn))
            print("%-7s %-6s %8d " % (side, os.path.basename(p).split(".")[0], n)
                  + " ".join("%15.1f%%" % (100.0 * h / max(n, 1)) for h in hits))
            for name, tn in per_thread:
                print("        %-50s %6d samples" % (name, tn))

if __name__ == "__main__":
    main()
