#!/usr/bin/env python3
"""Own measurement for pyinstrument JSON: pyinstrument stores time per call-tree node, not
individual samples. Share of a function = time of outermost nodes whose function name matches
(not double counting nested matches) / root time. Also prints pyinstrument's sample_count."""
import json, re, sys

def walk(node, pats, acc):
    matched = [p for p in pats if p.match(node["function"])]
    for p in matched:
        acc[p.pattern] = acc.get(p.pattern, 0.0) + node["time"]
    rest = [p for p in pats if p not in matched]
    for c in node.get("children", []):
        walk(c, rest, acc)

pats = [re.compile(p) for p in sys.argv[1].split(",")]
for path in sys.argv[2:]:
    d = json.load(open(path))
    root = d["root_frame"]; acc = {}
    walk(root, pats, acc)
    print(path, "samples=%d duration=%.2fs" % (d["sample_count"], d["duration"]),
          " ".join("%s=%.1f%%" % (p.pattern, 100.0 * acc.get(p.pattern, 0.0) / root["time"]) for p in pats))
