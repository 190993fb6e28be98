#!/usr/bin/env python3
"""Independent check of the captured py-spy raw (folded) profiles.

Each line is "frame;frame;...;leaf COUNT" with frames like
"normalize_tokens (workload/wordstats.py:58)". Prints per run the sample count
and the inclusive share (samples whose stack contains the function / all
samples) of the pipeline functions.
"""
import glob
import gzip
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["tokenize", "normalize_tokens", "score_tokens", "rollup"]


def stacks(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, count = line.rsplit(" ", 1)
            names = {fr.split(" (", 1)[0] for fr in stack.split(";")}
            yield names, int(count)


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            rows = list(stacks(path))
            total = sum(c for _, c in rows)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for fn in FUNCS:
                hit = sum(c for names, c in rows if fn in names)
                print(f"    {fn:18s} {hit / total * 100:5.1f}%")


if __name__ == "__main__":
    main()
