#!/usr/bin/env python3
"""Per-function inclusive shares from py-spy speedscope files (all thread profiles pooled).
Usage: measure.py [regex ...]  (default: a few workload functions)."""
import json, re, sys, pathlib, collections
here = pathlib.Path(__file__).resolve().parent
pats = sys.argv[1:] or [r"\baggregate_chunk\b", r"\bparse_line\b", r"\bvalidate\b", r"\bmerge\b", r"\brender\b", r"\bmake_records\b", r"\bmain\b"]
for side in ("before", "after"):
    for f in sorted((here / side).glob("run-*.speedscope.json")):
        d = json.load(open(f))
        names = [fr["name"] for fr in d["shared"]["frames"]]
        tot = 0; hit = collections.Counter(); per_thread = {}
        for p in d["profiles"]:
            w = p.get("weights") or [1] * len(p["samples"])
            per_thread[p["name"]] = len(p["samples"])
            for st, wt in zip(p["samples"], w):
                tot += 1
                fs = [names[i] for i in st]
                for pat in pats:
                    if any(re.search(pat, x) for x in fs): hit[pat] += 1
        print(f"{side}/{f.name}: samples={tot} threads={len(d['profiles'])} " + " ".join(f"{p}={100*hit[p]/tot:.1f}%" for p in pats))
        print("   per thread:", per_thread)
