#!/usr/bin/env python3
"""Independent check of the captured py-spy raw profiles.

Each line of a py-spy raw file is `frame;frame;...;frame COUNT`, root first,
each frame `function (file:line)`. A function's inclusive share is the
fraction of samples whose stack contains that function at least once."""
import glob
import gzip
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["compute_stats", "serialize_batch", "encode_batch", "_tag_fields",
         "dumps", "parse_records", "generate_lines", "main"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    stacks = []
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, cnt = line.rsplit(" ", 1)
            names = set(re.sub(r" \(.*\)$", "", fr) for fr in stack.split(";"))
            stacks.append((names, int(cnt)))
    return stacks


def main():
    print("%-6s %-10s %7s  " % ("side", "run", "samples") + " ".join("%15s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
            st = load(p)
            total = sum(c for _, c in st)
            shares = []
            for fn in FUNCS:
                s = sum(c for names, c in st if fn in names)
                shares.append("%14.1f%%" % (100.0 * s / total))
            print("%-6s %-10s %7d  " % (side, os.path.basename(p).split(".")[0], total) + " ".join(shares))


if __name__ == "__main__":
    main()
