#!/usr/bin/env python3
"""Top-frame (self) and inclusive counts per method from jdk.ExecutionSample events of a .jfr file."""
import json, subprocess, sys
from collections import Counter
for path in sys.argv[1:]:
    d = json.loads(subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events",
                                   "jdk.ExecutionSample", path], capture_output=True, text=True, check=True).stdout)
    self_c, incl = Counter(), Counter()
    evs = d["recording"]["events"]
    for ev in evs:
        fr = ev["values"]["stackTrace"]["frames"]
        names = [f["method"]["type"]["name"].split(".")[-1] + "." + f["method"]["name"] for f in fr]
        if names:
            self_c[names[0]] += 1
        for n in set(names):
            incl[n] += 1
    print(path, "samples", len(evs))
    print("  self:", ", ".join(f"{k} {100*v/len(evs):.1f}%" for k, v in self_c.most_common(6)))
    print("  incl:", ", ".join(f"{k} {100*v/len(evs):.1f}%" for k, v in incl.most_common(9)))
