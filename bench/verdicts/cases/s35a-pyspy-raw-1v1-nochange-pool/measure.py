#!/usr/bin/env python3
"""Read the py-spy raw (collapsed) profiles in before/ and after/ and print, per run,
total samples, samples per thread, and inclusive/self samples of the main
functions of the (unchanged) program.  Control case: nothing changed."""
import glob
import os
import re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = {
    "producer": re.compile(r"^producer \("),
    "consumer": re.compile(r"^consumer \("),
    "normalise_path": re.compile(r"^normalise_path \("),
    "normalise_path.<locals>.<genexpr>": re.compile(r"^normalise_path\.<locals>\.<genexpr> \("),
    "Queue.get": re.compile(r"^Queue\.get \("),
    "Queue.put": re.compile(r"^Queue\.put \("),
    "Random.choice": re.compile(r"^Random\.choice \("),
    "Random.randrange": re.compile(r"^Random\.randrange \("),
    "main": re.compile(r"^main \("),
}


def read(path):
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, n = line.rsplit(" ", 1)
        yield stack.split(";"), int(n)


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt"))):
            total = 0
            incl, selfc, threads, names = Counter(), Counter(), Counter(), {}
            for frames, n in read(path):
                total += n
                m = re.match(r"thread \((\d+)\)(?:: (.*))?", frames[0])
                threads[m.group(1)] += n
                if m.group(2):
                    names[m.group(1)] = m.group(2)
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
                print(f"    {key:32s} incl {incl[key]:5d} ({incl[key] / total:6.1%})"
                      f"   self {selfc[key]:5d} ({selfc[key] / total:6.1%})")


if __name__ == "__main__":
    main()
