#!/usr/bin/env python3
"""Independent measure for py-spy --format raw files (collapsed stacks,
`frame;frame;... count`, frame = `func (file:line)`). Prints per run the
samples and the inclusive share (% of samples whose stack contains a frame
with that function name) of the culprit and other main functions."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = sys.argv[1:] or ["validate_order", "compute_total", "total_for_order",
                         "apply_tax", "make_order", "main"]

def func_name(frame):
    return re.sub(r"\s+\([^()]*\)\s*$", "", frame)

def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    n, hits = 0, {f: 0 for f in FUNCS}
    with op(path, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, cnt = line.rpartition(" ")
            c = int(cnt)
            n += c
            names = {func_name(fr) for fr in stack.split(";")}
            for f in FUNCS:
                if f in names:
                    hits[f] += c
    return n, hits

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        n, hits = measure(p)
        print(f"{side}/{os.path.basename(p)}: samples={n} " +
              " ".join(f"{f}={100.0*hits[f]/max(n,1):.1f}%" for f in FUNCS))
