#!/usr/bin/env python3
"""Inclusive share (per run) of frames matching each pattern in py-spy raw folded files."""
import glob, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
PATS = {"normalize_record": r"\bnormalize_record\b", "validate_record": r"\bvalidate_record\b",
        "clean_text": r"\bclean_text\b", "coerce_fields": r"\bcoerce_fields\b",
        "culprit union": r"\bnormalize_record\b|\bvalidate_record\b"}
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pyspy.folded"))):
        tot = 0; hits = {k: 0 for k in PATS}
        for line in open(f):
            stack, _, n = line.rstrip("\n").rpartition(" ")
            n = int(n); tot += n
            frames = stack.split(";")
            for k, p in PATS.items():
                if any(re.search(p, fr.split(" (")[0]) for fr in frames):
                    hits[k] += n
        print("%s %s samples=%d  " % (side, os.path.basename(f), tot) +
              "  ".join("%s=%.1f%%" % (k, 100.0 * v / tot) for k, v in hits.items()))
