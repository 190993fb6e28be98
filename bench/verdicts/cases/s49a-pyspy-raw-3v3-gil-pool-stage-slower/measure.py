#!/usr/bin/env python3
"""Inclusive share (% of samples whose stack contains the frame) per run, from py-spy raw folded files."""
import re, sys, glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
FRAMES = ["enrich_record", "normalise_token", "enrich_batch", "score_tokens", "make_batch", "parse_batch", "summarise_batch"]
CULPRIT = re.compile(r"\benrich_record\b|\bnormalise_token\b")
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pyspy.folded"))):
        tot = 0; c = dict.fromkeys(FRAMES, 0); cul = 0
        for line in open(f):
            line = line.rstrip("\n")
            if not line: continue
            st, n = line.rsplit(" ", 1); n = int(n); tot += n
            names = [fr.split(" (")[0] for fr in st.split(";")]
            for k in FRAMES:
                if k in names: c[k] += n
            if any(CULPRIT.search(x) for x in names): cul += n
        print("%s/%s samples=%d culprit=%.1f%% %s" % (side, os.path.basename(f), tot, 100 * cul / tot,
              " ".join("%s=%.1f%%" % (k, 100 * v / tot) for k, v in c.items())))
