#!/usr/bin/env python3
"""Independent measurement: reads py-spy speedscope JSON (gz or not). Every profile is one thread;
each sample is a list of indices into shared.frames (root first) with a weight. Counts samples
across all threads (with --gil only the GIL holder is sampled) and prints per run: samples,
per-thread sample counts, and the inclusive share (% of samples whose stack contains the
function name) of the main functions."""
import glob, gzip, json, os, sys

FUNCS = ["tokenizer_worker", "count_tokens", "make_text", "scorer_worker", "edit_score", "make_text.<locals>.<listcomp>.<genexpr>", "scorer_worker.<locals>.<listcomp>", "Thread.run"]

def load(p):
    op = gzip.open if p.endswith('.gz') else open
    with op(p, 'rt') as f:
        return json.load(f)

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    print("inclusive share % of samples (all threads); columns: " + ", ".join(FUNCS))
    print("%-14s %7s %24s " % ("run", "samples", "per-thread") + " ".join("%16s" % f[-16:] for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(base, side, "run-*.speedscope.json*"))):
            d = load(p); frames = d["shared"]["frames"]
            tot = 0; hits = {f: 0 for f in FUNCS}; per = []
            for prof in d["profiles"]:
                n = 0
                for st in prof["samples"]:
                    names = {frames[i]["name"] for i in st}
                    n += 1
                    for f in FUNCS:
                        if f in names: hits[f] += 1
                tot += n
                per.append("%s=%d" % (prof["name"].split('"')[1] or "main", n))
            print("%-14s %7d %24s " % (side + "/" + os.path.basename(p).split('.')[0], tot, " ".join(per)) +
                  " ".join("%16.1f" % (100.0 * hits[f] / tot) for f in FUNCS))

main()
