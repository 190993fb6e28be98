#!/usr/bin/env python3
"""Independent measure for py-spy --format raw (collapsed: `frame;frame;... count`, frames are
`func (file:line)`). Per run: total samples, inclusive share (% of samples whose stack contains
the function) of the culprit and other main functions."""
import glob, gzip, os, re
from collections import Counter

FUNCS = ["read_children_smaps", "parse_kv_lines", "collect_metrics", "process_batch",
         "spawn_children", "main"]
here = os.path.dirname(os.path.abspath(__file__))
FN = re.compile(r"^(.*?) \((.*)\)$")

def stacks(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line: continue
            stack, _, cnt = line.rpartition(" ")
            names = []
            for fr in stack.split(";"):
                m = FN.match(fr)
                names.append(m.group(1) if m else fr)
            yield names, int(cnt)

print(f"{'side/run':<14}{'samples':>8}" + "".join(f"{f:>21}" for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        tot = 0; inc = Counter()
        for names, c in stacks(p):
            tot += c
            for n in set(names): inc[n] += c
        row = "".join(f"{100*inc[f]/tot:>20.1f}%" for f in FUNCS)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<14}{tot:>8}{row}")
