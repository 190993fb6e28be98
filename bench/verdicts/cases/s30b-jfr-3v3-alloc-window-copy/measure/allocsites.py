#!/usr/bin/env python3
"""allocsites.py FILE.jfr: top allocation sites from jdk.ObjectAllocationSample (class, top 2 frames), by sampled weight."""
import json, subprocess, sys, collections
d = json.loads(subprocess.run(["jfr", "print", "--json", "--stack-depth", "3", "--events", "jdk.ObjectAllocationSample", sys.argv[1]],
                              capture_output=True, text=True, check=True).stdout)
c, w = collections.Counter(), collections.Counter()
for e in d["recording"]["events"]:
    v = e["values"]; fr = v["stackTrace"]["frames"] if v.get("stackTrace") else []
    k = (v["objectClass"]["name"], " <- ".join(f["method"]["type"]["name"] + "." + f["method"]["name"] for f in fr[:2]))
    c[k] += 1; w[k] += v["weight"]
tw = sum(w.values())
for k, n in w.most_common(3):
    print(sys.argv[1], k, c[k], "events", f"{100*n/tw:.1f}% of sampled weight", f"{n/1e9:.2f} GB")
