#!/usr/bin/env python3
"""Independent measurement of the py-spy raw (collapsed) profiles in before/ and after/.
Each line is `frame;frame;...;frame COUNT`, frames look like `score (pipeline.py:17)`.
Prints, per run, total samples and the inclusive share (% of samples whose stack contains the
function) for the culprit `score` and the four other stages and `main`."""
import gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["score", "tokenize", "normalize", "checksum", "summarize", "main"]


def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack.split(";"), int(n)


def fname(frame):
    return re.sub(r"\s*\(.*\)\s*$", "", frame).strip()


def runs(side):
    d = os.path.join(HERE, side)
    fs = [f for f in os.listdir(d) if f.startswith("run-")]
    return sorted(fs, key=lambda f: int(re.match(r"run-(\d+)", f).group(1)))


print(f"{'side':6} {'run':16} {'samples':>7} " + " ".join(f"{f:>10}" for f in FUNCS))
for side in ("before", "after"):
    for f in runs(side):
        total = 0
        inc = {k: 0 for k in FUNCS}
        for frames, n in read(os.path.join(HERE, side, f)):
            total += n
            names = {fname(x) for x in frames}
            for k in FUNCS:
                if k in names:
                    inc[k] += n
        print(f"{side:6} {f:16} {total:7d} " + " ".join(f"{100*inc[k]/total:9.1f}%" for k in FUNCS))
