#!/usr/bin/env python3
"""ssshare.py REGEX[,,REGEX] FILE.speedscope.json... : samples (number of samples over all 'sampled' profiles)
and the share whose stack has a frame name matching any regex."""
import json, re, sys
pats = [re.compile(p) for p in sys.argv[1].split(',,')]
for fn in sys.argv[2:]:
    d = json.load(open(fn)); frames = d["shared"]["frames"]
    tot = hit = 0
    for prof in d["profiles"]:
        for st, w in zip(prof["samples"], prof["weights"]):
            tot += 1
            if any(p.match(frames[i]["name"]) for i in st for p in pats): hit += 1
    print(f"{fn}: profiles={len(d['profiles'])} samples={tot} culprit={hit} share={100*hit/max(tot,1):.2f}%")
