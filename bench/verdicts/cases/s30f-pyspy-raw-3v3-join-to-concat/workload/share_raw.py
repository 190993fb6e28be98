#!/usr/bin/env python3
"""share_raw.py REGEX FILE... : for py-spy raw (folded) files print total samples and
share of samples whose stack contains a frame whose name matches REGEX (anchored at frame start).
py-spy raw frames look like 'render_table (report.py:72)'."""
import re, sys
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    total = hit = 0
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, _, cnt = line.rpartition(" ")
        n = int(cnt)
        total += n
        if any(rx.match(f) for f in stack.split(";")):
            hit += n
    print(f"{path}: samples={total} culprit={hit} share={100.0*hit/total:.1f}%")
