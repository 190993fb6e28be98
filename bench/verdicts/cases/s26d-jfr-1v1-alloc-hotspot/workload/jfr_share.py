#!/usr/bin/env python3
"""Per-function share of JFR execution samples (jdk.ExecutionSample), via `jfr print --json`.

usage: jfr_share.py [--top N] REGEX file.jfr ...
Prints, per file, the number of execution samples and the share whose stack contains a frame
'<Class>.<method>' matching REGEX (inclusive). With --top N, also the N functions with the
largest inclusive share, and GC/other thread CPU is NOT included (JFR execution samples are Java
threads only).
"""
import json, re, subprocess, sys
from collections import Counter

def stacks(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events",
                          "jdk.ExecutionSample", path], capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    for ev in data["recording"]["events"]:
        frames = ev["values"]["stackTrace"]["frames"]
        names = []
        for fr in frames:
            m = fr["method"]
            cls = m["type"]["name"].replace("/", ".")
            names.append(cls + "." + m["name"])
        yield names  # leaf first

def main():
    args = sys.argv[1:]
    top = 0
    if args and args[0] == "--top":
        top = int(args[1]); args = args[2:]
    rx = re.compile(args[0])
    for path in args[1:]:
        n = 0; hit = 0; incl = Counter(); selfc = Counter()
        for names in stacks(path):
            n += 1
            if any(rx.search(x) for x in names):
                hit += 1
            for x in set(names):
                incl[x] += 1
            if names:
                selfc[names[0]] += 1
        print(f"{path}: samples={n} match={hit} share={100.0*hit/max(n,1):.1f}%")
        if top:
            for name, c in incl.most_common(top):
                print(f"    incl {100.0*c/n:5.1f}%  self {100.0*selfc[name]/n:5.1f}%  {name}")

main()
