#!/usr/bin/env python3
"""Per-run shares from py-spy raw (--threads) output: per thread label and per worker function."""
import re, glob, os, collections
base = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["parse_rows", "hash_rows", "sort_rows", "make_input", "split_fields", "fnv_hash", "merge_sort"]
for side in ("before", "after"):
    for f in sorted(glob.glob(f"{base}/{side}/run-*.pyspy.folded")):
        tot = 0; thr = collections.Counter(); fn = collections.Counter()
        for line in open(f):
            stack, n = line.rstrip("\n").rsplit(" ", 1); n = int(n)
            frames = stack.split(";")
            tot += n
            thr[re.sub(r"\(\d+\)", "(tid)", frames[0])] += n
            names = {fr.split(" (")[0] for fr in frames[1:]}
            for k in FUNCS:
                if k in names: fn[k] += n
        print(f"{side} {os.path.basename(f)} samples={tot}")
        print("  threads: " + ", ".join(f"{k}={100*v/tot:.1f}%" for k, v in sorted(thr.items())))
        print("  funcs:   " + ", ".join(f"{k}={100*fn[k]/tot:.1f}%" for k in FUNCS))
