#!/usr/bin/env python3
"""Independent measure for perf script text (plain or .gz), incl. DWARF-unwound
(inlined) frames.
Prints per run: sample count, and inclusive share (% of samples whose stack
contains the function) of the culprit and the other main functions."""
import gzip, glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = sys.argv[1:] or ["_PyEval_EvalFrameDefault", "PyUnicode_Format", "_PyUnicode_JoinArray",
                         "random_random", "_random_Random_getrandbits_impl", "dict_subscript",
                         "PyLong_FromLong", "long_mul", "long_and", "list_dealloc", "Py_RunMain"]
TOP = 8  # also print the TOP most common self (leaf) symbols per run
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack, in_sample = [], False
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if in_sample:
                    yield stack
                stack, in_sample = [], False
                continue
            m = FRAME.match(line)
            if m and in_sample:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                stack.append(sym)
            elif not line.startswith((" ", "\t")):
                in_sample = True
                stack = []
    if in_sample:
        yield stack

from collections import Counter

def measure(path):
    n, hits = 0, {f: 0 for f in FUNCS}
    leaf = Counter()
    for st in samples(path):
        n += 1
        if st:
            leaf[st[0]] += 1
        s = set(st)
        for f in FUNCS:
            if f in s:
                hits[f] += 1
    measure.leaf = leaf
    return n, hits

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        n, hits = measure(p)
        print(f"{side}/{os.path.basename(p)}: samples={n} " +
              " ".join(f"{f}={100.0*hits[f]/n:.1f}%" for f in FUNCS))
        print("    top self: " + ", ".join(f"{k} {100.0*v/n:.1f}%" for k, v in measure.leaf.most_common(TOP)))
