#!/usr/bin/env python3
"""Inclusive share (weight) of frames matching regexes in a py-spy speedscope file, all threads."""
import json, re, sys, collections
d = json.load(open(sys.argv[1]))
frames = [f["name"] + " (" + f.get("file", "") + ")" for f in d["shared"]["frames"]]
pats = sys.argv[2].split('|||') if len(sys.argv) > 2 else []
ns = 0; tot = 0; hit = collections.Counter(); union = 0; per_thread = collections.Counter(); allf = collections.Counter()
for p in d["profiles"]:
    for st, w in zip(p["samples"], p["weights"]):
        names = [frames[i] for i in st]
        ns += 1; tot += w; per_thread[p["name"]] += w
        u = False
        for pat in pats:
            if any(re.search(pat, s) for s in names): hit[pat] += w; u = True
        union += w * u
        for s in set(names): allf[s] += w
print(f"{sys.argv[1]}: samples={ns} weight={tot:.3f}s union={100*union/tot:.1f}%  threads={dict(per_thread)}")
for pat in pats: print(f"  {pat}: {100*hit[pat]/tot:.1f}%")
if '-v' in sys.argv:
    for s, c in allf.most_common(30): print(f"   incl {100*c/tot:5.1f}% {s}")
