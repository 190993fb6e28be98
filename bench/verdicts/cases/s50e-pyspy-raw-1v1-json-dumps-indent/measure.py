#!/usr/bin/env python3
"""Inclusive share of the culprit frames per run (py-spy raw folded)."""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
culprit = [re.compile(p) for p in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
single = {"serialize_record": re.compile(r"\bserialize_record\b")}
def frames(line):
    stack, n = line.rstrip("\n").rsplit(" ", 1)
    return [re.sub(r" \([^()]*\)$", "", f) for f in stack.split(";")], int(n)
for side in ("before", "after"):
    d = os.path.join(HERE, side)
    for fn in sorted(os.listdir(d)):
        tot = hit = ser = 0
        for line in open(os.path.join(d, fn)):
            if not line.strip(): continue
            fs, n = frames(line)
            tot += n
            if any(p.search(f) for f in fs for p in culprit): hit += n
            if any(single["serialize_record"].search(f) for f in fs): ser += n
        print(f"{side}/{fn}: samples={tot} culprit-union={100*hit/tot:.1f}% serialize_record={100*ser/tot:.1f}%")
