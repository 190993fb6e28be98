#!/usr/bin/env python3
"""Independent measurement (not flamediff) for this control: py-spy raw (folded) files,
inclusive share of samples per function, keyed by function name only (the file part,
app_v1.py vs app_v2.py, and line numbers dropped), for the job's main functions."""
import glob, os, re

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["make_corpus", "build_index", "tokenize", "bm25", "render", "<import/startup>"]

def shares(path):
    tot = 0; hit = {f: 0 for f in FUNCS}
    for line in open(path):
        stack, n = line.rstrip("\n").rsplit(" ", 1); n = int(n); tot += n
        names = {re.sub(r" \(.*\)$", "", fr) for fr in stack.split(";")}
        files = {m.group(1) for m in re.finditer(r"\(([^():]+):\d+\)", stack)}
        for f in FUNCS[:-1]:
            if f in names: hit[f] += n
        if not (files & {"app_v1.py", "app_v2.py"}): hit["<import/startup>"] += n
    return tot, hit

print("%-6s %-12s %7s  %s" % ("side", "file", "samples", "  ".join("%-16s" % f for f in FUNCS)))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(CASE, side, "run-*.raw.txt"))):
        t, h = shares(f)
        print("%-6s %-12s %7d  %s" % (side, os.path.basename(f), t,
              "  ".join("%-16s" % ("%d (%.1f%%)" % (h[k], 100.0 * h[k] / t)) for k in FUNCS)))
