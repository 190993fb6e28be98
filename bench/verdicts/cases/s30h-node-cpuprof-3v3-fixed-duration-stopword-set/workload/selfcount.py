#!/usr/bin/env python3
"""Self (leaf) sample counts per function name in a .cpuprofile."""
import json, sys
from collections import Counter
for path in sys.argv[1:]:
    d = json.load(open(path))
    nodes = {n["id"]: n for n in d["nodes"]}
    c = Counter(nodes[i]["callFrame"]["functionName"] or "(anonymous)" for i in d["samples"])
    print(path, len(d["samples"]), c.most_common(8))
