#!/usr/bin/env python3
"""Reads the py-spy raw (collapsed) profiles and prints, per run, the sample
count and the inclusive share (samples whose stack contains the function at
least once / all samples) of the program's main functions.  This is a control:
the shares should agree across all six runs (before = capture order 1-3,
after = capture order 4-6).
Usage: measure.py [file.raw.txt[.gz] ...]"""
import glob, gzip, os, sys
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["make_vocab", "make_corpus", "build_index", "tokenize", "stem", "run_queries",
         "score_query", "render_results"]

def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    inc, tot = Counter(), 0
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, n = line.rsplit(" ", 1)
            n = int(n)
            tot += n
            names = {fr.split(" (")[0] for fr in stack.split(";")}
            for fn in FUNCS:
                if fn in names:
                    inc[fn] += n
    return tot, inc

files = sys.argv[1:] or sorted(glob.glob(os.path.join(CASE, "before", "*"))) + \
        sorted(glob.glob(os.path.join(CASE, "after", "*")))
print(f"{'file':26} {'samples':>7} " + " ".join(f"{f:>14}" for f in FUNCS))
for f in files:
    tot, inc = measure(f)
    print(f"{os.path.relpath(f, CASE):26} {tot:7d} " + " ".join(f"{100*inc[fn]/tot:13.1f}%" for fn in FUNCS))
