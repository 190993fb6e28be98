#!/usr/bin/env python3
"""Independent measurement for s40i-perf-fp-3v3-nochange-c.

Reads before/run-*.perf.txt.gz and after/run-*.perf.txt.gz (plain `perf script` output),
and prints per run: number of samples, and the inclusive share (% of samples whose stack
contains the function at least once) of the main functions of ledger.c.
"""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "generate_records", "bucket_records", "mix_hash",
         "heap_sort_records", "sift_down", "checksum_records", "[kernel]"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if not line[0].isspace():
                stack = []
                continue
            m = FRAME.match(line)
            if m and stack is not None:
                sym, dso = m.group(1), m.group(2)
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                stack.append(sym)
                if "kernel.kallsyms" in dso:
                    stack.append("[kernel]")
    if stack is not None:
        yield stack

def main():
    print("%-7s %-5s %7s " % ("side", "run", "samples") + " ".join("%17s" % f for f in FUNCS))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n = 0
            hits = dict.fromkeys(FUNCS, 0)
            for st in samples(path):
                n += 1
                s = set(st)
                for fn in FUNCS:
                    if fn in s:
                        hits[fn] += 1
            run = os.path.basename(path).split(".")[0]
            print("%-7s %-5s %7d " % (side, run, n) +
                  " ".join("%16.1f%%" % (100.0 * hits[f] / n if n else 0) for f in FUNCS))

if __name__ == "__main__":
    main()
