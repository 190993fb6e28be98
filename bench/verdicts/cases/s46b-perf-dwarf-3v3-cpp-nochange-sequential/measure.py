#!/usr/bin/env python3
"""Inclusive shares of the main program functions in the perf script (dwarf) files."""
import gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "build_grid", "dijkstra", "relax_neighbors", "summarise", "reconstruct", "describe_path"]
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        cur = None
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif not line.startswith(("\t", " ")):
                cur = []
            elif cur is not None:
                m = re.match(r"\s*[0-9a-f]+ (.*) \(", line)
                if m: cur.append(m.group(1))
        if cur is not None: yield cur
print("inclusive share (main = stacks that unwind to main)\nrun       samples  " + "  ".join(f"{f:>15}" for f in FUNCS) + "")
for side in ("before", "after"):
    for i in (1, 2, 3):
        p = os.path.join(HERE, side, f"run-{i}.perf.txt.gz")
        if not os.path.exists(p): p = p[:-3]
        ss = list(samples(p)); n = len(ss)
        cols = []
        for fn in FUNCS:
            pat = re.compile(r"^" + re.escape(fn) + r"\b")
            c = sum(1 for s in ss if any(pat.search(x) for x in s))
            cols.append(f"{100*c/n:14.1f}%")
        print(f"{side}-{i:<5} {n:7d}  " + "  ".join(cols))
