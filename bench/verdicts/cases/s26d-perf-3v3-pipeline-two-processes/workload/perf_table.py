#!/usr/bin/env python3
"""Per-function inclusive/self shares per run, before vs after, from `perf script` text.

usage: perf_table.py [--top N] [--self] before_files... -- after_files...
Prints, for the N symbols with the largest mean inclusive share, each run's share and the
difference of side means; then the symbol with the largest absolute difference of means
(among all symbols), for inclusive and for self shares.
"""
import sys, os
from collections import Counter

import gzip, re
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        head = None; frames = []
        for line in f:
            if not line.strip():
                if head is not None:
                    yield head, frames
                head = None; frames = []
                continue
            if head is None and not line[0].isspace():
                head = line; frames = []
                continue
            m = FRAME.match(line)
            if m:
                frames.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
        if head is not None:
            yield head, frames

def shares(path):
    n = 0; incl = Counter(); selfc = Counter()
    for _, frames in samples(path):
        n += 1
        for s in set(frames):
            incl[s] += 1
        if frames:
            selfc[frames[0]] += 1
    return n, {k: 100.0 * v / n for k, v in incl.items()}, {k: 100.0 * v / n for k, v in selfc.items()}

def main():
    args = sys.argv[1:]
    top = 20
    if args[0] == "--top":
        top = int(args[1]); args = args[2:]
    i = args.index("--")
    bf, af = args[:i], args[i + 1:]
    B = [shares(p) for p in bf]; A = [shares(p) for p in af]
    print("samples per run: before " + "/".join(str(x[0]) for x in B) + ", after " + "/".join(str(x[0]) for x in A))
    for kind, idx in (("inclusive", 1), ("self", 2)):
        syms = set()
        for x in B + A:
            syms |= set(x[idx])
        mean = lambda runs, s: sum(r[idx].get(s, 0.0) for r in runs) / len(runs)
        rows = sorted(syms, key=lambda s: -(mean(B, s) + mean(A, s)))
        print(f"== {kind} share per run (top {top} by mean)")
        for s in rows[:top]:
            b = " / ".join(f"{r[idx].get(s, 0.0):5.1f}" for r in B)
            a = " / ".join(f"{r[idx].get(s, 0.0):5.1f}" for r in A)
            print(f"  {b}  ->  {a}   diff {mean(A, s) - mean(B, s):+5.2f} pp   {s[:110]}")
        big = max(syms, key=lambda s: abs(mean(A, s) - mean(B, s)))
        print(f"largest |diff of means| ({kind}): {mean(A, big) - mean(B, big):+.2f} pp  {big[:140]}")

main()
