#!/usr/bin/env python3
"""Independent measure: reads py-spy raw (collapsed) files, prints per-run samples and
inclusive shares (% of samples whose stack contains the function)."""
import glob, gzip, os, re, sys
D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["run_batch", "make_lines", "tokenize", "normalize", "count_bigrams", "score_lines"]

def frames_of(stack):
    # py-spy raw frame: "func (file.py:LINE)" ; thread prefix frame "process ..." / "thread ..."
    names = set()
    for f in stack.split(";"):
        m = re.match(r"\s*(.+?) \(([^)]*)\)\s*$", f)
        names.add(m.group(1) if m else f.strip())
    return names

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    rows = []
    with op(path, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            rows.append((frames_of(stack), int(n)))
    return rows

print(f"{'run':<22}{'samples':>8}" + "".join(f"{f:>14}" for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        rows = load(p)
        tot = sum(n for _, n in rows)
        shares = [100.0 * sum(n for fs, n in rows if f in fs) / tot for f in FUNCS]
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<22}{tot:>8}" + "".join(f"{s:>13.1f}%" for s in shares))
