#!/usr/bin/env python3
"""Independent measure: reads py-spy raw (collapsed) files, prints per run the sample count and the
inclusive share (% of samples whose stack contains the function) of the four workload functions."""
import gzip, glob, os, re, sys

FUNCS = ["load_entries", "normalize_entries", "score_entries", "summarize", "main"]
D = os.path.dirname(os.path.abspath(__file__))

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, n = line.rsplit(" ", 1)
            yield stack.split(";"), int(n)

def names(frames):
    return {re.sub(r" \(.*\)$", "", fr) for fr in frames}

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        total = 0
        inc = {f: 0 for f in FUNCS}
        for frames, n in read(path):
            total += n
            ns = names(frames)
            for f in FUNCS:
                if f in ns:
                    inc[f] += n
        shares = "  ".join(f"{f}={100*inc[f]/total:5.1f}% ({inc[f]})" for f in FUNCS)
        print(f"{side}/{os.path.basename(path)}: samples={total}  {shares}")
