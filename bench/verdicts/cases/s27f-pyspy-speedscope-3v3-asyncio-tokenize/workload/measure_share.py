#!/usr/bin/env python3
"""Own measurement: share of py-spy speedscope samples whose stack contains a frame
whose name matches the regex (inclusive share), plus self share."""
import json, re, sys
pat = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    hit = [bool(pat.search(f["name"])) for f in frames]
    tot = inc = slf = 0
    for p in d["profiles"]:
        for s, w in zip(p["samples"], p["weights"]):
            tot += w
            if any(hit[i] for i in s): inc += w
            if s and hit[s[-1]]: slf += w
    print(f"{path}\ttotal={tot}\tinclusive={100*inc/tot:.1f}%\tself={100*slf/tot:.1f}%")
