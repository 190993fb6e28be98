#!/usr/bin/env python3
"""Independent measurement for a py-spy raw (folded) control case (not flamediff).

Per run: total samples and, for each function of the script, the samples whose
stack contains it (inclusive; any line of that function), then the difference.
"""
import glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["make_vocab", "make_docs", "build_index", "tokenize", "stem", "search", "_find_and_load"]
runs = {}
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.raw.txt"))):
        tot, inc = 0, {f: 0 for f in FUNCS}
        for line in open(p):
            stack, n = line.rstrip("\n").rsplit(" ", 1)
            n = int(n)
            names = {fr.split(" (", 1)[0] for fr in stack.split(";")}
            tot += n
            for f in FUNCS:
                if f in names:
                    inc[f] += n
        runs[side + "/" + os.path.basename(p)] = (tot, inc)
keys = list(runs)
print(f"{'function':16}" + "".join(f"{k:>24}" for k in keys) + "   after-before")
print(f"{'(samples)':16}" + "".join(f"{runs[k][0]:24d}" for k in keys))
for f in FUNCS:
    cells = [(runs[k][1][f], runs[k][0]) for k in keys]
    d = 100 * (cells[1][0] / cells[1][1] - cells[0][0] / cells[0][1])
    print(f"{f:16}" + "".join(f"{100*c/t:16.1f}% ({c:3d})" for c, t in cells) + f"   {d:+6.1f} pp")
