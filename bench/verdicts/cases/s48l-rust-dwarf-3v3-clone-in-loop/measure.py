#!/usr/bin/env python3
"""Inclusive share of samples whose stack has a frame matching a regex,
over perf script text (optionally gzipped). Usage: measure.py REGEX"""
import re, sys, glob, gzip, os
pat = re.compile(sys.argv[1] if len(sys.argv) > 1 else r"\bscore_tags\b")
here = os.path.dirname(os.path.abspath(__file__))

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        frames, in_s = [], False
        for line in f:
            if not line.strip():
                if in_s: yield frames
                frames, in_s = [], False
            elif line[0] in " \t":
                parts = line.strip().split(None, 1)
                sym = parts[1].rsplit(" (", 1)[0] if len(parts) > 1 else ""
                frames.append(re.sub(r"\+0x[0-9a-f]+$", "", sym))
            else:
                in_s = True
        if in_s: yield frames

for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(here, side, "run-*.perf.txt*"))):
        tot = hit = 0
        for fr in samples(f):
            tot += 1
            if any(pat.search(x) for x in fr): hit += 1
        print(f"{side}/{os.path.basename(f)} samples={tot} share={100*hit/max(tot,1):.1f}%")
