#!/usr/bin/env python3
"""Independent measurement of py-spy --format raw captures (collapsed stacks: 'f1 (file:line);f2 (...) N').

Prints per run: total samples, and the inclusive share (% of samples whose stack contains a
frame whose function name matches) of the culprit and the other main functions.
"""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("recent_mean (culprit)", r"^recent_mean\b"),
    ("score",                 r"^score\b"),
    ("parse_event",           r"^parse_event\b"),
    ("run",                   r"^run\b"),
    ("make_events (setup)",   r"^make_events\b"),
]

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    stacks = []
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stack, _, n = line.rpartition(" ")
            frames = [fr.strip() for fr in stack.split(";")]
            # function name = text before " (file:line)"
            names = set(fr.split(" (")[0] for fr in frames)
            stacks.append((names, int(n)))
    return stacks

def main():
    files = sorted(glob.glob(os.path.join(HERE, "before", "run-*.raw.txt*"))) + sorted(glob.glob(os.path.join(HERE, "after", "run-*.raw.txt*")))
    culprit = [re.compile(r) for r in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
    for f in files:
        st = read(f)
        n = sum(w for _, w in st)
        cols = []
        for g, rx in GROUPS:
            r = re.compile(rx)
            hit = sum(w for names, w in st if any(r.search(x) for x in names))
            cols.append("%s=%.1f%%(%d)" % (g.split(" (")[0], 100.0 * hit / n, hit))
        hit = sum(w for names, w in st if any(c.search(x) for c in culprit for x in names))
        cols.append("culprit_any(expected.json)=%.1f%%" % (100.0 * hit / n))
        print("%-22s samples=%-6d %s" % (os.path.relpath(f, HERE), n, "  ".join(cols)))

if __name__ == "__main__":
    main()
