#!/usr/bin/env python3
"""bysecond.py FILE.jfr METHOD: per wall-clock second (timestamps truncated to whole seconds, so the first and last buckets are partial), samples and share with METHOD (Class.method) on the stack."""
import json, subprocess, sys, collections
d = json.loads(subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events", "jdk.ExecutionSample", sys.argv[1]],
                              capture_output=True, text=True, check=True).stdout)
ev = [e for e in d["recording"]["events"] if e["values"].get("stackTrace")]
def t(e): return e["values"]["startTime"]
ev.sort(key=t)
from datetime import datetime
def ts(s): return datetime.fromisoformat(s[:19])  # whole seconds are enough here
t0 = ts(t(ev[0]))
tot, hit = collections.Counter(), collections.Counter()
for e in ev:
    sec = int((ts(t(e)) - t0).total_seconds())
    names = [f["method"]["type"]["name"] + "." + f["method"]["name"] for f in e["values"]["stackTrace"]["frames"]]
    tot[sec] += 1; hit[sec] += any(n == sys.argv[2] for n in names)
for s in sorted(tot): print(f"{sys.argv[1]} second {s}: samples={tot[s]} {sys.argv[2]}={100*hit[s]/tot[s]:.1f}%")
