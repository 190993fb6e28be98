#!/usr/bin/env python3
"""Independent measurement of py-spy --format raw profiles (collapsed stacks 'a;b;c N').

Per run: total samples (all threads), and for each function the inclusive share
(% of samples whose stack contains a frame with that function name). Frame names in
py-spy raw output look like 'score_words (pool.py:37)'; the thread root looks like
'thread (1170): ThreadPoolExecutor-0_0'.
"""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["score_words", "pack_records", "_WorkItem.run", "_worker", "main", "Condition.wait"]


def fname(frame):
    return re.sub(r" \([^()]*\)$", "", frame)


def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    total = 0
    counts = {f: 0 for f in FUNCS}
    threads = {}
    with op(path, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, n = line.rsplit(" ", 1)
            n = int(n)
            frames = stack.split(";")
            names = {fname(f) for f in frames}
            total += n
            t = frames[0].split(":")[-1].strip() if ":" in frames[0] else frames[0]
            threads[t] = threads.get(t, 0) + n
            for f in FUNCS:
                if f in names:
                    counts[f] += n
    return total, counts, threads


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total, counts, threads = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for f in FUNCS:
                print(f"    {f:16s} {counts[f]:6d}  {100.0 * counts[f] / total:6.1f}%")
            print("    per thread root: " + ", ".join(f"{k}={v}" for k, v in sorted(threads.items())))


if __name__ == "__main__":
    main()
