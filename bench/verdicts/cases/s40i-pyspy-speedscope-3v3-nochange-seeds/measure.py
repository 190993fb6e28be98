#!/usr/bin/env python3
"""Independent measurement for s40i-pyspy-speedscope-3v3-nochange-seeds.

Reads before/ and after/ run-*.speedscope.json[.gz] (py-spy --format speedscope) and prints,
per run, the number of samples (over all sampled profiles/threads; py-spy gives every sample
the same weight, 1/rate seconds) and the inclusive share (% of samples whose stack contains
the function) of the main functions.
"""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "make_items", "price_all", "price_item", "serialize", "encode_row", "checksum"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def measure(path):
    d = load(path)
    frames = d["shared"]["frames"]
    n = 0
    hits = dict.fromkeys(FUNCS, 0)
    for prof in d["profiles"]:
        if prof.get("type") != "sampled":
            continue
        for stack, w in zip(prof["samples"], prof["weights"]):
            n += 1
            names = {frames[i]["name"] for i in stack}
            for fn in FUNCS:
                if fn in names:
                    hits[fn] += 1
    return n, hits

print("%-7s %-5s %7s " % ("side", "run", "samples") + " ".join("%11s" % f for f in FUNCS))
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
        n, hits = measure(path)
        run = os.path.basename(path).split(".")[0]
        print("%-7s %-5s %7d " % (side, run, n) +
              " ".join("%10.1f%%" % (100.0 * hits[f] / n if n else 0) for f in FUNCS))
