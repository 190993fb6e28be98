#!/usr/bin/env python3
"""Independent reader for py-spy --format raw files (collapsed stacks:
'frame;frame;... count', frames like 'func (file.py:LINE)'). Per run: samples and
the inclusive share of the main functions (control case: no culprit)."""
import glob, gzip, os, re

FUNCS = ["run_batch", "make_records", "tokenize_records", "score_tokens", "summarize"]
here = os.path.dirname(os.path.abspath(__file__))


def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            names = {re.sub(r" \(.*\)$", "", fr) for fr in stack.split(";")}
            yield names, int(n)


print("%-7s %-18s %7s " % ("side", "file", "samples") + " ".join("%17s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.raw.txt*"))):
        total = 0; hit = dict.fromkeys(FUNCS, 0)
        for names, n in read(p):
            total += n
            for f in FUNCS:
                if f in names: hit[f] += n
        print("%-7s %-18s %7d " % (side, os.path.basename(p), total) +
              " ".join("%16.1f%%" % (100.0 * hit[f] / total if total else 0) for f in FUNCS))
