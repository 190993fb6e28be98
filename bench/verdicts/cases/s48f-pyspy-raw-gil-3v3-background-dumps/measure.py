#!/usr/bin/env python3
"""Inclusive share of frames matching a regex, per py-spy raw (folded) file."""
import re, sys, glob, os
pat = re.compile(sys.argv[1] if len(sys.argv) > 1 else r"\bwrite_checkpoint\b")
here = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for f in sorted(glob.glob(f"{here}/{side}/run-*")):
        tot = hit = 0
        for line in open(f):
            stack, _, n = line.rstrip("\n").rpartition(" ")
            n = int(n); tot += n
            if any(pat.search(fr.split(" (")[0]) for fr in stack.split(";")):
                hit += n
        print(f"{side}/{os.path.basename(f)} samples={tot} share={100*hit/tot:.1f}%")
