#!/usr/bin/env python3
"""Read py-spy raw (collapsed) profiles in before/ and after/ and print, per run,
total samples, per-thread-label samples, and inclusive/self shares of the main
functions (function name with the line number stripped)."""
import collections, glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = ["score_document", "make_doc", "process_items", "accept_work",
        "periodic_flush", "EpollSelector.select", "BaseEventLoop._run_once",
        "Random.choice"]

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack.split(";"), int(n)

def fn(frame):
    return re.sub(r" \([^()]*\)$", "", frame)

def measure(path):
    total = 0
    threads = collections.Counter()
    incl = collections.Counter()
    leaf = collections.Counter()
    for frames, n in read(path):
        total += n
        threads[frames[0]] += n
        funcs = [fn(f) for f in frames[1:]]
        for f in set(funcs):
            incl[f] += n
        leaf[funcs[-1] if funcs else "(thread only, no frames)"] += n
    return total, threads, incl, leaf

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
        total, threads, incl, leaf = measure(path)
        print(f"## {side}/{os.path.basename(path)}  total samples: {total}")
        print("  threads (first frame label):")
        for t, n in threads.most_common():
            print(f"    {t:40s} {n:5d}  {100*n/total:5.1f}%")
        print("  main functions, inclusive (self):")
        for f in MAIN:
            print(f"    {f:28s} {incl[f]:5d}  {100*incl[f]/total:5.1f}%   self {leaf[f]:5d}  {100*leaf[f]/total:5.1f}%")
        print("  top 6 self (leaf) functions:")
        for f, n in leaf.most_common(6):
            print(f"    {f:40s} {n:5d}  {100*n/total:5.1f}%")
        print()
