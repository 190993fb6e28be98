#!/usr/bin/env python3
"""Independent measure for perf script text (plain or .gz).
Prints per run: sample count, and inclusive share (% of samples whose stack
contains the function) of the culprit and the other main functions."""
import gzip, glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = sys.argv[1:] or ["process_record", "mix_hash", "fold_bits", "scale_sum",
                         "prepare_record", "finalize_record", "run", "main"]
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

def measure(path):
    n, hits = 0, {f: 0 for f in FUNCS}
    for st in samples(path):
        n += 1
        s = set(st)
        for f in FUNCS:
            if f in s:
                hits[f] += 1
    return n, hits

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        n, hits = measure(p)
        print(f"{side}/{os.path.basename(p)}: samples={n} " +
              " ".join(f"{f}={100.0*hits[f]/n:.1f}%" for f in FUNCS))
