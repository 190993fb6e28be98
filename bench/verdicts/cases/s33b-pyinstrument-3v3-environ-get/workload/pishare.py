#!/usr/bin/env python3
"""pyinstrument JSON (-r json): share of root time spent in frames whose function name matches REGEX
(outermost match only, so recursion is not double counted), plus sample_count and duration.
usage: pishare.py REGEX run.json ..."""
import json, re, sys
rx = re.compile(sys.argv[1])

def walk(fr, acc, depth=0, path=()):
    if rx.search(fr["function"]):
        acc[0] += fr["time"]; return
    for c in fr.get("children", []):
        walk(c, acc, depth + 1, path + (fr["function"],))

for path in sys.argv[2:]:
    d = json.load(open(path))
    root = d["root_frame"]; acc = [0.0]
    walk(root, acc)
    print(f"{path}: samples={d['sample_count']} duration={d['duration']:.2f}s root_time={root['time']:.3f}s "
          f"match_time={acc[0]:.3f}s share={100*acc[0]/root['time']:.2f}%")
