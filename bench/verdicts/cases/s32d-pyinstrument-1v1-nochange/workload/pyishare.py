#!/usr/bin/env python3
"""Share of total time under frames whose function name matches REGEX in a pyinstrument JSON file
(outermost matching frame per path, so nested matches are not double counted)."""
import json, re, sys
rx = re.compile(sys.argv[1])
def walk(node):
    if rx.match(node["function"]):
        return node["time"]
    return sum(walk(c) for c in node.get("children", []))
for fn in sys.argv[2:]:
    d = json.load(open(fn))
    root = d["root_frame"]
    t = walk(root)
    print(f"{fn}: sample_count={d['sample_count']} duration={d['duration']:.2f}s total={root['time']:.3f}s match={t:.3f}s share={100*t/root['time']:.1f}%")
