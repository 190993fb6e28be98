#!/usr/bin/env python3
"""Inclusive share per function name from Node .cpuprofile files (sample counts and
time-weighted); a sample counts once if any frame on its stack matches."""
import json, re, sys, glob, os
from collections import Counter
CULPRIT = re.compile(r"\bapplyTax\b")
OTHERS = ["applyTax", "formatRow", "renderRow", "pad", "summarise", "renderTable", "normaliseOrder", "buildReport", "(garbage collector)", "(idle)", "(program)"]
def load(p):
    d = json.load(open(p))
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {}
    for n in d["nodes"]:
        for c in n.get("children", []): parent[c] = n["id"]
    def stack(i):
        out = []
        while i is not None:
            out.append(nodes[i]["callFrame"]["functionName"]); i = parent.get(i)
        return out
    cache = {}
    samples = d["samples"]; deltas = d.get("timeDeltas", [0]*len(samples))
    # time of sample k = delta k+1 (time until next sample), as Chrome DevTools does
    w = deltas[1:] + [0]
    res = []
    for sid, dt in zip(samples, w):
        if sid not in cache: cache[sid] = stack(sid)
        res.append((cache[sid], dt))
    return res
here = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for p in sorted(glob.glob(f"{here}/{side}/run-*.cpuprofile.json")):
        s = load(p); n = len(s); T = sum(dt for _, dt in s)
        cnt = Counter(); tm = Counter()
        for st, dt in s:
            for name in set(st):
                cnt[name] += 1; tm[name] += dt
        c = sum(1 for st, _ in s if any(CULPRIT.search(f) for f in st))
        ct = sum(dt for st, dt in s if any(CULPRIT.search(f) for f in st))
        print(f"{side} {os.path.basename(p)}: samples={n} total={T/1e3:.0f}ms culprit(applyTax) {c} ({100*c/n:.1f}% samples, {100*ct/T:.1f}% time)")
        print("   " + ", ".join(f"{k}={100*cnt[k]/n:.1f}%" for k in OTHERS if cnt[k]))
