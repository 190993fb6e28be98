#!/usr/bin/env python3
"""jfr2folded.py FILE.jfr: folded stacks (Class.method frames, root first) of jdk.ExecutionSample events,
via `jfr print --json --stack-depth 256 --events jdk.ExecutionSample`."""
import json, subprocess, sys, collections
out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events", "jdk.ExecutionSample", sys.argv[1]],
                     capture_output=True, text=True, check=True).stdout
d = json.loads(out)
c = collections.Counter()
for e in d["recording"]["events"]:
    st = e["values"].get("stackTrace")
    if not st: continue
    fr = []
    for f in st["frames"]:
        m = f["method"]; cls = m["type"]["name"].split(".")[-1] if False else m["type"]["name"]
        fr.append(f"{cls}.{m['name']}")
    c[";".join(reversed(fr))] += 1
for k, v in c.items(): print(k, v)
