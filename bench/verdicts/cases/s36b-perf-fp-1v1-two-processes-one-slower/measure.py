#!/usr/bin/env python3
"""Per-run share of perf samples in the culprit (index_key_hash), read from the perf script text.

Also prints each process's (comm's) share of samples, so the growth of the "index" worker is visible.
A sample counts for the culprit when any frame of its stack matches an expected.json regex.
"""
import gzip, collections, glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = [re.compile(r) for r in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
FRAME = re.compile(r"^\s+[0-9a-f]+ (.+?) \((.*)\)$")

def samples(path):
    comm = stack = None
    for line in (gzip.open(path, "rt", errors="replace") if path.endswith(".gz") else open(path, errors="replace")):
        if not line.strip():
            if stack is not None: yield comm, stack
            stack = None
        elif not line[0].isspace():
            comm, stack = line.split()[0], []
        elif stack is not None:
            m = FRAME.match(line.rstrip("\n"))
            if m: stack.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
    if stack is not None: yield comm, stack

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        n = hit = 0; comms = collections.Counter()
        for comm, st in samples(p):
            n += 1; comms[comm] += 1
            if any(r.search(f) for r in CULPRIT for f in st): hit += 1
        print(f"{side}/{os.path.basename(p)}: samples={n} culprit(index_key_hash)={100*hit/n:.1f}% "
              f"({hit} samples) | " + ", ".join(f"{c}={100*k/n:.1f}%" for c, k in comms.most_common()))
