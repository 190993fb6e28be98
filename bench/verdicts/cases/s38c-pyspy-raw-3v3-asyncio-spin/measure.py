#!/usr/bin/env python3
"""Independent measurement of py-spy raw (collapsed) profiles.
Per run: total samples and inclusive share (% of samples whose stack contains a frame
matching the pattern) of the culprit and other main functions."""
import glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    ("consume_items", r"^consume_items \("),             # culprit: the polling consumer coroutine
    ("  Queue.get", r"^Queue\.get \("),                  # before only: awaited get()
    ("  asyncio.sleep (spin)", r"^sleep \(asyncio/tasks"),
    ("process_item", r"^process_item \("),
    ("produce_items", r"^produce_items \("),
    ("make_item", r"^make_item \("),
    ("_run_once", r"^BaseEventLoop\._run_once \("),
    ("Handle._run", r"^Handle\._run \("),
    ("EpollSelector.select", r"^EpollSelector\.select \("),
    ("select idle-wait line 468", r"^EpollSelector\.select \(selectors\.py:468\)"),
]

def load(path):
    stacks = []
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, _, n = line.rpartition(" ")
        stacks.append((stack.split(";") if stack else [], int(n)))
    return stacks

def main():
    pats = [(name, re.compile(p)) for name, p in FUNCS]
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt"))):
            stacks = load(path)
            total = sum(n for _, n in stacks)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for name, rx in pats:
                inc = sum(n for frames, n in stacks if any(rx.search(f) for f in frames))
                print(f"    {name:28s} {inc:6d}  {100.0*inc/total:6.1f}%")
main()
