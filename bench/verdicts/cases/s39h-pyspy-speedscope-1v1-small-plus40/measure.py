#!/usr/bin/env python3
"""Independent measurement of py-spy speedscope profiles (.speedscope.json, optionally .gz).
Per run: total samples (weights summed over all profiles/threads) and, per watched function
name, the samples whose stack contains a frame of that name (inclusive) and the self share.
py-spy writes weights in seconds (unit "seconds", 1/rate each); samples are counted one per
stack, and the printed % is weight-based (identical here since every weight is equal)."""
import glob, gzip, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = sys.argv[1:] or ["tokenize", "count_words", "score_pairs", "render_report", "main"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def main():
    print("%-7s %-22s %8s  " % ("side", "file", "samples") + "  ".join("%-24s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            d = load(p)
            frames = d["shared"]["frames"]
            stacks = []
            for prof in d["profiles"]:
                for st, w in zip(prof["samples"], prof["weights"]):
                    stacks.append(([frames[i]["name"] for i in st], w))   # root first, leaf last
            n = sum(w for _, w in stacks)
            cells = []
            for f in FUNCS:
                cnt = sum(1 for st, w in stacks if f in st)
                inc = sum(w for st, w in stacks if f in st)
                slf = sum(w for st, w in stacks if st and st[-1] == f)
                cells.append("%5d %5.1f%% (self %4.1f%%)" % (cnt, 100.0 * inc / n, 100.0 * slf / n))
            print("%-7s %-22s %8d  " % (side, os.path.basename(p), len(stacks)) + "  ".join("%-24s" % c for c in cells))

if __name__ == "__main__":
    main()
