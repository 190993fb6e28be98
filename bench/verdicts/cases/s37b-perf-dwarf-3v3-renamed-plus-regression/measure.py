#!/usr/bin/env python3
"""Independent check for perf-script captures: per run, the number of samples and
the inclusive share (fraction of samples whose call chain contains the function)
of the pipeline stages. Reads the gzipped `perf script` text directly."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["apply_filters", "checksum_block", "digest_block", "parse_fields", "generate_lines", "bucket_stats", "main"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():          # sample header line
                if cur is not None:
                    yield cur
                cur = []
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                sym = re.sub(r"\(.*$", "", sym)  # drop C++ parameter list if any
                cur.append(sym)
    if cur is not None:
        yield cur


def shares(path):
    n = 0
    hit = dict.fromkeys(FUNCS, 0)
    for st in samples(path):
        n += 1
        s = set(st)
        for f in FUNCS:
            if f in s:
                hit[f] += 1
    return n, hit


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        n, hit = shares(path)
        print("%-6s %-20s samples=%5d  " % (side, os.path.basename(path), n) +
              "  ".join("%s=%5.1f%%" % (f, 100.0 * hit[f] / n) for f in FUNCS))
