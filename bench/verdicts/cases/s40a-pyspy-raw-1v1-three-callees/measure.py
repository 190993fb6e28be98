#!/usr/bin/env python3
"""Independent measurement of the py-spy raw (collapsed) profiles of this case.

Each line: 'frame;frame;... COUNT' where a frame is 'func (file.py:LINE)'.
Prints, per run, total samples and the inclusive share (% of samples whose stack
contains the function at least once) of the culprit and the other main functions.
"""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["reconcile_accounts", "split_memo", "weigh_amount", "fold_key",
         "load_entries", "summarize_totals", "main"]


def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            names = {re.sub(r" \(.*$", "", fr) for fr in stack.split(";")}
            yield names, int(n)


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
        total = 0
        inc = dict.fromkeys(FUNCS, 0)
        for names, n in read(path):
            total += n
            for fn in FUNCS:
                if fn in names:
                    inc[fn] += n
        parts = ["%s %.1f%%" % (fn, 100.0 * inc[fn] / total) for fn in FUNCS]
        print("%-6s %-16s samples=%5d  %s" % (side, os.path.basename(path), total, "  ".join(parts)))
