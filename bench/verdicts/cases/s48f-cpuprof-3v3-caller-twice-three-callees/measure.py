#!/usr/bin/env python3
"""Inclusive share of samples whose stack has a frame matching REGEX, per .cpuprofile.json (all samples, incl. (idle)/(program)/(garbage collector))."""
import json, re, sys, glob, os
from collections import Counter
pats = sys.argv[1:] or [r"\bquoteLine\b"]
here = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for f in sorted(glob.glob(f"{here}/{side}/run-*.cpuprofile.json")):
        p = json.load(open(f))
        nodes = {n["id"]: n for n in p["nodes"]}
        parent = {c: n["id"] for n in p["nodes"] for c in n.get("children", [])}
        cnt = Counter(p["samples"])
        tot = sum(cnt.values())
        out = []
        for pat in pats:
            rx = re.compile(pat); hit = 0
            for nid, k in cnt.items():
                x = nid
                while x is not None:
                    if rx.search(nodes[x]["callFrame"]["functionName"]):
                        hit += k; break
                    x = parent.get(x)
            out.append(f"{pat}={100*hit/tot:.1f}%")
        print(f"{side}/{os.path.basename(f)} samples={tot} " + " ".join(out))
