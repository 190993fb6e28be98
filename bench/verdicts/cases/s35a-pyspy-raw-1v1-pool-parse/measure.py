#!/usr/bin/env python3
"""Read the py-spy raw (collapsed) profiles in before/ and after/ and print, per run,
total samples, samples per thread, and inclusive/self samples of the changed code
(parse_date and the strptime machinery it now calls) and its callers."""
import glob
import os
import re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = {
    "parse_date": re.compile(r"^parse_date \("),
    "_strptime_datetime": re.compile(r"^_strptime_datetime \("),
    "_strptime": re.compile(r"^_strptime \("),
    "_strptime line 320 (with _cache_lock)": re.compile(r"^_strptime \(_strptime\.py:320\)$"),
    "parse_line (caller)": re.compile(r"^parse_line \("),
    "process_chunk (caller)": re.compile(r"^process_chunk \("),
    "parse_amount (sibling)": re.compile(r"^parse_amount \("),
    "make_lines (main thread setup)": re.compile(r"^make_lines \("),
}


def read(path):
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, n = line.rsplit(" ", 1)
        frames = stack.split(";")
        yield frames, int(n)


def thread_label(frame):
    # "thread (1234): Name" or "thread (1234)" when py-spy could not read the name
    m = re.match(r"thread \((\d+)\)(?:: (.*))?", frame)
    return m.group(1), m.group(2)


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt"))):
            total = 0
            incl = Counter()
            selfc = Counter()
            threads = Counter()
            names = {}
            for frames, n in read(path):
                total += n
                tid, name = thread_label(frames[0])
                threads[tid] += n
                if name:
                    names[tid] = name
                body = frames[1:]
                for key, rx in FUNCS.items():
                    if any(rx.search(f) for f in body):
                        incl[key] += n
                    if body and rx.search(body[-1]):
                        selfc[key] += n
            print(f"{side}/{os.path.basename(path)}: total samples = {total}")
            for tid, n in threads.most_common():
                print(f"    thread {tid} ({names.get(tid, '?')}): {n} ({n / total:.1%})")
            for key in FUNCS:
                print(f"    {key:40s} incl {incl[key]:5d} ({incl[key] / total:6.1%})"
                      f"   self {selfc[key]:5d} ({selfc[key] / total:6.1%})")


if __name__ == "__main__":
    main()
