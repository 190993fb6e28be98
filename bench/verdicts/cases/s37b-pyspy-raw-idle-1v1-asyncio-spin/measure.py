#!/usr/bin/env python3
"""Independent check for the py-spy raw (folded) captures: inclusive share of
key functions per run. Frames look like 'func (file.py:LINE)'; we strip the
'(file:line)' suffix and count a sample once per stack if the function appears."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["consumer", "producer", "decode_message", "sleep", "Queue.get_nowait", "Queue.get",
         "Handle._run", "BaseEventLoop._run_once", "EpollSelector.select"]


def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack, int(n)


def fname(frame):
    return re.sub(r" \([^()]*\)$", "", frame)


def shares(path):
    total = 0
    hit = dict.fromkeys(FUNCS, 0)
    leaf_select = 0
    for stack, n in read(path):
        total += n
        names = [fname(f) for f in stack.split(";")]
        s = set(names)
        for f in FUNCS:
            if f in s:
                hit[f] += n
    return total, hit


paths = sys.argv[1:] or sorted(glob.glob(os.path.join(HERE, "before", "*"))) + sorted(glob.glob(os.path.join(HERE, "after", "*")))
for path in paths:
    total, hit = shares(path)
    side = os.path.basename(os.path.dirname(path))
    print("%-6s %-22s samples=%d" % (side, os.path.basename(path), total))
    for f in FUNCS:
        print("    %-26s %6.1f%%  (%d)" % (f, 100.0 * hit[f] / total, hit[f]))
