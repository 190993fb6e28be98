#!/usr/bin/env python3
"""Independent measure: parse plain `perf script` output (optionally .gz), per run print
sample count and inclusive share (% of samples whose stack contains the symbol)."""
import glob, gzip, os, re
from collections import Counter

FUNCS = ["main", "fill_block", "next_rand", "sort_block", "histogram_block", "hash_block"]
here = os.path.dirname(os.path.abspath(__file__))
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif not line[0].isspace():
                if cur is not None: yield cur
                cur = []
            else:
                m = FRAME.match(line)
                if m and cur is not None:
                    sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                    cur.append(sym)
    if cur is not None: yield cur

print(f"{'side/run':<16}{'samples':>8}" + "".join(f"{f:>17}" for f in FUNCS) + f"{'self top':>12}")
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        tot = 0; inc = Counter(); leaf = Counter()
        for st in samples(p):
            tot += 1
            for s in set(st): inc[s] += 1
            if st: leaf[st[0]] += 1
        row = "".join(f"{100*inc[f]/tot:>16.1f}%" for f in FUNCS)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<16}{tot:>8}{row}   {leaf.most_common(3)}")
