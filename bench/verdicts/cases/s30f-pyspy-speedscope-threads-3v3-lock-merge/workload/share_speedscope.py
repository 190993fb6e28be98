#!/usr/bin/env python3
"""share_speedscope.py REGEX FILE... : for speedscope JSON files (py-spy "sampled" profiles or
pyinstrument "evented" profiles) print total weight, sample count and the share of weight whose stack
contains a frame whose name matches REGEX (anchored at the frame name's start). All profiles
(threads) in a file are summed."""
import json, re, sys
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    is_c = [bool(rx.match(f["name"])) for f in frames]
    total = hit = 0.0
    nsamples = 0
    per_thread = []
    for p in d["profiles"]:
        t = h = 0.0
        if p["type"] == "sampled":
            for st, w in zip(p["samples"], p["weights"]):
                t += w
                nsamples += 1
                if any(is_c[i] for i in st):
                    h += w
        else:  # evented: weight = time between consecutive events, attributed to the open stack
            stack = []
            last = p["startValue"]
            for ev in p["events"]:
                dt = ev["at"] - last
                if stack:
                    t += dt
                    if any(is_c[i] for i in stack):
                        h += dt
                last = ev["at"]
                if ev["type"] == "O":
                    stack.append(ev["frame"])
                else:
                    stack.pop()
        per_thread.append((p.get("name", "?"), t, h))
        total += t
        hit += h
    print(f"{path}: profiles={len(d['profiles'])} samples={nsamples} total_weight={total:.4g} "
          f"culprit_weight={hit:.4g} share={100.0*hit/total:.1f}%")
    if len(per_thread) > 1:
        for name, t, h in per_thread:
            print(f"    {name}: weight={t:.4g} culprit={h:.4g}")
