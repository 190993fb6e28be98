#!/usr/bin/env python3
"""Independent measurement for s40e-pyspy-raw-3v3-asyncio-flag-poll.

Reads py-spy --format raw files (collapsed stacks `f1;f2;...;fn COUNT`, frames named
`func (file:line)`), and prints per run the total samples and the inclusive share
(% of samples whose stack contains at least one frame matching) of each function."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    ("supervise_poll (culprit)", r"^supervise_poll \("),
    ("supervise_event", r"^supervise_event \("),
    ("crunch_worker", r"^crunch_worker \("),
    ("score_record", r"^score_record \("),
    ("make_records", r"^make_records \("),
    ("asyncio sleep", r"^sleep \(asyncio/tasks\.py"),
    ("BaseEventLoop._run_once", r"^BaseEventLoop\._run_once \("),
    ("select (event loop idle/poll)", r"select \(selectors\.py"),
]

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack.split(";"), int(n)

def measure(path):
    total = 0
    hits = [0] * len(FUNCS)
    pats = [re.compile(p) for _, p in FUNCS]
    for frames, n in read(path):
        total += n
        for k, p in enumerate(pats):
            if any(p.search(fr) for fr in frames):
                hits[k] += n
    return total, hits

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
            total, hits = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for (name, _), h in zip(FUNCS, hits):
                print(f"    {name:32s} {h:6d}  {100.0*h/total:6.2f}%")

if __name__ == "__main__":
    main()
