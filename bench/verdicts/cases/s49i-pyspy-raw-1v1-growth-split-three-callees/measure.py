#!/usr/bin/env python3
"""Inclusive share of frames per run, from py-spy raw folded files."""
import glob, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
PATS = {"normalize_field": r"^normalize_field\b", "tokenize": r"^tokenize\b",
        "validate": r"^validate\b", "hash_tokens": r"^hash_tokens\b",
        "normalize_record": r"^normalize_record\b", "make_input": r"^make_input\b",
        "post_entry": r"^post_entry\b", "parse_line": r"^parse_line\b"}
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pyspy.folded"))):
        tot = 0; hits = {k: 0 for k in PATS}
        for line in open(f):
            line = line.rstrip("\n")
            if not line: continue
            stack, n = line.rsplit(" ", 1); n = int(n); tot += n
            frames = stack.split(";")
            for k, p in PATS.items():
                if any(re.search(p, fr) for fr in frames): hits[k] += n
        print("%s %s samples=%d " % (side, os.path.basename(f), tot) +
              " ".join("%s=%.1f%%" % (k, 100.0 * v / tot) for k, v in hits.items()))
