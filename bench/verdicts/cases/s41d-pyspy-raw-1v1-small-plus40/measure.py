#!/usr/bin/env python3
"""Independent measurement for py-spy --format raw (collapsed 'f1;f2;f3 COUNT' lines):
per run, total samples and inclusive share of each stage function (% of samples whose stack
contains a frame whose function name matches)."""
import glob, os, re

FUNCS = [("tokenize_block (culprit)", r"^tokenize_block\b"),
         ("checksum_block", r"^checksum_block\b"),
         ("histogram_block", r"^histogram_block\b"),
         ("Random.randbytes", r"^Random\.randbytes\b"),
         ("main", r"^main \(pipeline\.py")]

def read(path):
    for line in open(path):
        line = line.rstrip("\n")
        if not line: continue
        stack, _, cnt = line.rpartition(" ")
        yield stack.split(";"), int(cnt)

base = os.path.dirname(os.path.abspath(__file__))
pats = [(l, re.compile(r)) for l, r in FUNCS]
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(base, side, "run-*"))):
        n = 0; hits = [0] * len(pats)
        for frames, c in read(p):
            n += c
            for i, (_, rx) in enumerate(pats):
                if any(rx.search(f) for f in frames): hits[i] += c
        print(f"{side}/{os.path.basename(p)}: samples={n}")
        for (l, _), h in zip(pats, hits):
            print(f"    {l:28s} {h:6d}  {100.0*h/max(n,1):6.2f}%")
