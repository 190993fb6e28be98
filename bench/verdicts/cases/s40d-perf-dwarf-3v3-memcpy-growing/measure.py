#!/usr/bin/env python3
"""Independent measurement of this case's `perf script` profiles.

Per run: number of samples, and the inclusive share (% of samples whose stack
contains the function) plus self share (% of samples where it is the leaf) of
the culprit (append_entry, glibc memcpy) and of the other main functions.
"""
import glob, gzip, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
# label -> regex on the symbol name (perf spelling, offsets and dso stripped)
FUNCS = [
    ("append_entry", r"^append_entry$"),
    ("memcpy (glibc __memcpy_*/__memmove_*)", r"^(memcpy|__memcpy_\w+|__memmove_\w+)$"),
    ("memcpy under append_entry", None),
    ("checksum_record", r"^checksum_record$"),
    ("format_record", r"^format_record$"),
    ("__sprintf", r"^__sprintf$"),
    ("flush_journal", r"^flush_journal$"),
    ("main", r"^main$"),
]


def read_samples(path):
    """Yield (header, [symbol leaf-first]) from plain `perf script` output."""
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        head, frames = None, []
        for line in f:
            if not line.strip():
                if head is not None:
                    yield head, frames
                head, frames = None, []
                continue
            if head is None and not line[0].isspace():
                head = line.rstrip("\n")
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = re.sub(r"\s+\([^()]*\)$", "", parts[1])   # "(dso)" or "(inlined)"
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)          # "+0x2a"
            frames.append(sym)
        if head is not None:
            yield head, frames


def measure(path):
    n = 0
    inc, slf = Counter(), Counter()
    for _, frames in read_samples(path):
        n += 1
        for label, rx in FUNCS:
            if rx is None:
                continue
            hits = [i for i, s in enumerate(frames) if re.match(rx, s)]
            if hits:
                inc[label] += 1
                if hits[0] == 0:
                    slf[label] += 1
        # memcpy whose caller chain contains append_entry
        if frames and re.match(FUNCS[1][1], frames[0]) and "append_entry" in frames:
            inc["memcpy under append_entry"] += 1
            slf["memcpy under append_entry"] += 1
    return n, inc, slf


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n, inc, slf = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for label, _ in FUNCS:
                print(f"   {label:<40} incl {100.0*inc[label]/n:5.1f}% ({inc[label]:>5})  self {100.0*slf[label]/n:5.1f}%")


if __name__ == "__main__":
    main()
