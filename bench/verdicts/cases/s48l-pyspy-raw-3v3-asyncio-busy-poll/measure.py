#!/usr/bin/env python3
"""Inclusive share of frames matching a regex in py-spy raw (folded) files."""
import re, sys, glob, os
pat = re.compile(sys.argv[1] if len(sys.argv) > 1 else r"\bconsume_orders\b")
here = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(here, side, "run-*.pyspy.folded"))):
        tot = hit = 0
        for line in open(f):
            stack, _, n = line.rstrip("\n").rpartition(" ")
            n = int(n); tot += n
            frames = stack.split(";")
            if any(pat.search(fr.split(" (")[0]) for fr in frames):
                hit += n
        print(f"{side}/{os.path.basename(f)} samples={tot} share={100*hit/tot:.1f}%")
