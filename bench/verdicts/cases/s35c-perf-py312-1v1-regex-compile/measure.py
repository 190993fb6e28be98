#!/usr/bin/env python3
"""Read the `perf script` text of each run and print sample shares.

CPython 3.12.1 here has no frame pointers, so stacks were unwound with DWARF and stop at
the first perf-trampoline frame: every sample has at most ONE `py::` frame, the innermost
Python function. Shares are therefore attributed by that innermost Python function.
"""
import collections
import glob
import gzip
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
FRAME = re.compile(r"^\s*[0-9a-f]+ (.+?)(?:\+0x[0-9a-f]+)? \((.*)\)$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        text = f.read()
    for block in text.split("\n\n"):
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines or "cpu-clock" not in lines[0]:
            continue
        frames = []
        for l in lines[1:]:
            m = FRAME.match(l)
            if m:
                frames.append(m.group(1))
        yield frames  # leaf first


def classify(frames):
    py = [f for f in frames if f.startswith("py::")]
    if not py:
        return "no py:: frame"
    func, path = py[0][len("py::"):].split(":", 1)
    if "/re/" in path:
        return "re compile machinery (re/__init__, re/_parser, re/_compiler)"
    if path.endswith("/enum.py"):
        return "enum.py (re flag arithmetic, caller not visible)"
    if path.endswith("sensorlog.py"):
        return f"sensorlog.py:{func}"
    if path.endswith("/random.py"):
        return "random.py (log generation)"
    return "other Python"


rows = []
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        c = collections.Counter()
        n = 0
        for fr in samples(path):
            n += 1
            c[classify(fr)] += 1
        rows.append((side, os.path.basename(path).split(".")[0], n, c))

cats = sorted({k for *_, c in rows for k in c}, key=lambda k: -sum(c[k] for *_, c in rows))
for side, run, n, c in rows:
    print(f"## {side} {run}: total samples {n}")
    print("| innermost Python frame | samples | share |")
    print("|---|---|---|")
    for k in cats:
        print(f"| {k} | {c[k]} | {100 * c[k] / n:.1f}% |")
    print()
