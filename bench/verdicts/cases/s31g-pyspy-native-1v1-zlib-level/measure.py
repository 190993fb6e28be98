#!/usr/bin/env python3
"""Own measurement for py-spy raw (collapsed) files: samples per run and share of samples
with a frame matching each regex (frame name = text before ' (')."""
import re, sys
pats = [re.compile(p) for p in sys.argv[1].split(",")]
for path in sys.argv[2:]:
    total = 0; hits = {p.pattern: 0 for p in pats}
    for line in open(path):
        line = line.rstrip("\n")
        if not line: continue
        stack, n = line.rsplit(" ", 1); n = int(n); total += n
        names = [f.split(" (")[0] for f in stack.split(";")]
        for p in pats:
            if any(p.match(x) for x in names): hits[p.pattern] += n
    print(path, "samples=%d" % total, " ".join("%s=%.1f%%" % (k, 100.0 * v / total) for k, v in hits.items()))
