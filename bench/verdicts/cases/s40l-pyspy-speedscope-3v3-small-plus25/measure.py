#!/usr/bin/env python3
"""Independent reader for py-spy speedscope files: per run, total samples and the
inclusive share (% of samples whose stack contains the function) of the four stages."""
import glob, gzip, json, os, sys

FUNCS = ["checksum_block", "parse_rows", "normalize_values", "merge_results"]
here = os.path.dirname(os.path.abspath(__file__))


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def shares(path):
    d = load(path)
    frames = d["shared"]["frames"]
    total = 0
    hit = {fn: 0 for fn in FUNCS}
    for prof in d["profiles"]:
        # py-spy writes one entry per sample, weight = 1/rate seconds; count entries.
        for stack in prof["samples"]:
            w = 1
            names = {frames[i]["name"] for i in stack}
            total += w
            for fn in FUNCS:
                if fn in names:
                    hit[fn] += w
    return total, hit


print("%-7s %-28s %7s " % ("side", "file", "samples") + " ".join("%17s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.speedscope.json*"))):
        total, hit = shares(p)
        print("%-7s %-28s %7d " % (side, os.path.basename(p), total) +
              " ".join("%16.1f%%" % (100.0 * hit[f] / total if total else 0) for f in FUNCS))
