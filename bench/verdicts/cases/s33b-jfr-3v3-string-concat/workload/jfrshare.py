#!/usr/bin/env python3
"""Share of jdk.ExecutionSample events whose stack has a frame 'Class.method' matching REGEX.
usage: jfrshare.py REGEX run.jfr ...   (uses `jfr print --json --stack-depth 512 --events jdk.ExecutionSample`)"""
import json, re, subprocess, sys
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "512", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    evs = json.loads(out)["recording"]["events"]
    total = hit = 0; leafs = {}
    for e in evs:
        st = e["values"].get("stackTrace") or {}
        frames = [f["method"]["type"]["name"] + "." + f["method"]["name"] for f in st.get("frames", [])]
        total += 1
        if any(rx.search(f) for f in frames): hit += 1
    print(f"{path}: samples={total} hit={hit} share={100.0*hit/max(total,1):.2f}%")
