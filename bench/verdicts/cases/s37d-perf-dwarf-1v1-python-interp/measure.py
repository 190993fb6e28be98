#!/usr/bin/env python3
"""Reads the perf-script text (gzip) and prints, per run, the sample count and
the inclusive share (samples whose stack contains the frame at least once / all
samples) of each Python function (py::<name>:<file> frames from -X perf_jit),
plus how many samples reach the script's py::<module> frame (complete unwinds)."""
import glob, gzip, os, re, sys
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["mix_digest", "settle", "parse_record", "fee_for", "gen_records", "main"]
SYM = re.compile(r"^\s*[0-9a-f]+\s+(.+?)\s+\(([^)]*)\)\s*$")
PYF = re.compile(r"^py::([^:]+):(.*?)(\+0x[0-9a-f]+)?$")

def samples(path):
    with gzip.open(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
            elif not line[0].isspace():
                stack = []
            else:
                m = SYM.match(line)
                if m and stack is not None:
                    stack.append(m.group(1))
        if stack is not None:
            yield stack

def measure(path):
    n = complete = 0
    inc = Counter()
    for st in samples(path):
        n += 1
        names = set()
        for fr in st:
            m = PYF.match(fr)
            if m and m.group(2).endswith("ledger.py"):
                names.add(m.group(1))
        complete += "<module>" in names
        for fn in FUNCS:
            if fn in names:
                inc[fn] += 1
    return n, complete, inc

files = sys.argv[1:] or sorted(glob.glob(os.path.join(CASE, "before", "*"))) + \
        sorted(glob.glob(os.path.join(CASE, "after", "*")))
print(f"{'file':26} {'samples':>7} {'in ledger.py':>12} " + " ".join(f"{'py::'+f:>16}" for f in FUNCS))
for f in files:
    n, complete, inc = measure(f)
    print(f"{os.path.relpath(f, CASE):26} {n:7d} {100*complete/n:11.1f}% " +
          " ".join(f"{100*inc[fn]/n:15.1f}%" for fn in FUNCS))
