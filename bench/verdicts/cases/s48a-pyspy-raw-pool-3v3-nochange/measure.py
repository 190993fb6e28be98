#!/usr/bin/env python3
"""Inclusive shares of the main functions in py-spy raw (folded) files."""
import re, glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
pats = {k: r"\b%s\b" % k for k in ("plan", "build_grid", "answer_queries", "dijkstra",
                                   "relax", "walk_path", "rank_intersections")}
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pyspy.folded"))):
        tot = 0; hit = {k: 0 for k in pats}; threads = set()
        for line in open(f):
            line = line.rstrip("\n")
            if not line: continue
            stack, _, n = line.rpartition(" ")
            n = int(n); tot += n
            frames = stack.split(";")
            threads.add(frames[0])
            names = [fr.split(" (")[0] for fr in frames]
            for k, rx in pats.items():
                if any(re.search(rx, x) for x in names):
                    hit[k] += n
        print("%s %s threads=%d samples=%d " % (side, os.path.basename(f), len(threads), tot) +
              " ".join("%s=%.1f%%" % (k, 100.0 * v / tot) for k, v in hit.items()))
