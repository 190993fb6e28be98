#!/usr/bin/env python3
"""Read the `perf script` text in before/ and after/ and print, per run, total
samples, samples by command/thread, and inclusive/self samples of the program's
functions.  Control case: the code is identical; only the input line order differs.
Note: gcc -O2 inlined count_line, table_add, hash_word and table_grow into main,
so the program's own work shows up as `main` self time."""
import glob
import gzip
import os
import re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = {
    "main": r"^main$",
    "by_count_desc (qsort comparator)": r"^by_count_desc$",
    "qsort internals (msort_with_tmp*)": r"^msort_with_tmp",
    "getline (__getdelim)": r"^(__getdelim|getline)$",
    "memcmp (__memcmp_*)": r"^__memcmp",
    "tolower (__ctype_tolower_loc)": r"^__ctype_tolower_loc",
    "malloc/_int_malloc": r"^(_int_malloc|malloc|__libc_malloc)$",
    "kernel frames ([kernel.kallsyms])": None,
    "[unknown] frames": r"^\[unknown\]$",
}
FUNCS = {k: (re.compile(v) if v else None) for k, v in FUNCS.items()}
FRAME = re.compile(r"^\s*[0-9a-f]+ (.+?)(?:\+0x[0-9a-f]+)? \((.*)\)$")


def samples(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        block = []
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if block:
                    yield block
                block = []
            else:
                block.append(line)
        if block:
            yield block


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            total = 0
            comms, incl, selfc, leaf = Counter(), Counter(), Counter(), Counter()
            for block in samples(path):
                total += 1
                comms[block[0].split()[0]] += 1
                frames = []  # leaf first
                for l in block[1:]:
                    m = FRAME.match(l)
                    if m:
                        frames.append((m.group(1), m.group(2)))
                if frames:
                    leaf[frames[0][0]] += 1
                for key, rx in FUNCS.items():
                    if rx is None:
                        hit = any(dso == "[kernel.kallsyms]" for _, dso in frames)
                        selfhit = bool(frames) and frames[0][1] == "[kernel.kallsyms]"
                    else:
                        hit = any(rx.search(sym) for sym, _ in frames)
                        selfhit = bool(frames) and bool(rx.search(frames[0][0]))
                    incl[key] += hit
                    selfc[key] += selfhit
            print(f"{side}/{os.path.basename(path)}: total samples = {total}  comm: {dict(comms)}")
            for key in FUNCS:
                print(f"    {key:36s} incl {incl[key]:5d} ({incl[key] / total:6.1%})"
                      f"   self {selfc[key]:5d} ({selfc[key] / total:6.1%})")
            print("    top leaf symbols: " + ", ".join(f"{s} {n}" for s, n in leaf.most_common(6)))


if __name__ == "__main__":
    main()
