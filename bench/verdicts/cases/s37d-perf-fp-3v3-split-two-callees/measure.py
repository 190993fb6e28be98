#!/usr/bin/env python3
"""Reads the captured perf-script profiles (gzip) and prints, per run, the
inclusive share (samples whose stack contains the function at least once / all
samples of the run) of process_batch, encode, checksum and the other stages."""
import gzip, os, re, sys
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["process_batch", "encode", "checksum", "aggregate", "field_median",
         "generate_records", "report_top"]
SYM = re.compile(r"^\s*[0-9a-f]+\s+(.+?)\s+\(([^)]*)\)\s*$")

def samples(path):
    with gzip.open(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if not line[0].isspace():
                stack = []
                continue
            m = SYM.match(line)
            if m and stack is not None:
                stack.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
        if stack is not None:
            yield stack

def measure(path):
    n = 0
    inc = Counter()
    for st in samples(path):
        n += 1
        names = set(st)
        for fn in FUNCS:
            if fn in names:
                inc[fn] += 1
    return n, inc

print(f"{'side':6} {'run':12} {'samples':>7} " + " ".join(f"{f:>16}" for f in FUNCS))
for side in ("before", "after"):
    for fn in sorted(os.listdir(os.path.join(CASE, side))):
        n, inc = measure(os.path.join(CASE, side, fn))
        print(f"{side:6} {fn.split('.')[0]:12} {n:7d} " +
              " ".join(f"{100*inc[f]/n:15.1f}%" for f in FUNCS))
