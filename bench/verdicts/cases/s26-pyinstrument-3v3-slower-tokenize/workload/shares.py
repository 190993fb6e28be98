#!/usr/bin/env python3
"""Inclusive and self share of each function in pyinstrument speedscope (evented) files.
usage: shares.py FUNC file.json..."""
import json, sys
from collections import defaultdict

def analyse(path):
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    incl = defaultdict(float); selft = defaultdict(float)
    total = 0.0
    for p in d["profiles"]:
        stack = []  # (frame, open_at)
        last = None
        for ev in p["events"]:
            at = ev["at"]
            if stack and last is not None:
                selft[frames[stack[-1][0]]["name"]] += at - last
            last = at
            if ev["type"] == "O":
                stack.append((ev["frame"], at))
            else:
                f, t0 = stack.pop()
                assert f == ev["frame"]
                name = frames[f]["name"]
                # count inclusive only for outermost occurrence of name
                if all(frames[g]["name"] != name for g, _ in stack):
                    incl[name] += at - t0
        total += p["endValue"] - p["startValue"]
    return total, incl, selft

if __name__ == "__main__":
    func = sys.argv[1]
    for path in sys.argv[2:]:
        total, incl, selft = analyse(path)
        print("%-40s total %.2fs  %s inclusive %.1f%%  self %.1f%%" % (
            path, total, func, 100 * incl[func] / total, 100 * selft[func] / total))
        if "-v" in sys.argv[1:2]:
            pass
