#!/usr/bin/env python3
"""speedscope2folded.py FILE: print folded stacks ("name (file:line);... count") for a sampled speedscope profile."""
import json, sys, collections
d = json.load(open(sys.argv[1]))
frames = d["shared"]["frames"]
def nm(i):
    f = frames[i]; s = f["name"]
    if f.get("file"): s += f" ({f['file'].rsplit('/',1)[-1]}:{f.get('line','')})"
    return s
c = collections.Counter()
for p in d["profiles"]:
    for st, w in zip(p["samples"], p["weights"]):
        c[";".join(nm(i) for i in st)] += 1   # count samples
for k, v in c.items(): print(k, v)
