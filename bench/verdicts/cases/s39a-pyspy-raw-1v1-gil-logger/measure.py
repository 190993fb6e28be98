#!/usr/bin/env python3
"""Independent measure for s39a-pyspy-raw-1v1-gil-logger.
Reads py-spy raw (collapsed) files: 'frame;frame;... COUNT'. Frame = 'func (file:line)'.
Prints per run: total samples, inclusive share (% of samples whose stack contains the function)."""
import glob, gzip, os, re, sys

FUNCS = ["format_log_record", "logger_loop", "worker_loop", "crunch_chunk", "mix_value"]
here = os.path.dirname(os.path.abspath(__file__))

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield [re.sub(r" \(.*\)$", "", fr) for fr in stack.split(";")], int(n)

print("%-18s %7s " % ("run", "samples") + " ".join("%18s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        total = 0
        inc = dict.fromkeys(FUNCS, 0)
        for frames, n in read(p):
            total += n
            s = set(frames)
            for fn in FUNCS:
                if fn in s:
                    inc[fn] += n
        name = side + "/" + os.path.basename(p).split(".")[0]
        print("%-18s %7d " % (name, total) + " ".join("%17.1f%%" % (100.0 * inc[f] / total) for f in FUNCS))
