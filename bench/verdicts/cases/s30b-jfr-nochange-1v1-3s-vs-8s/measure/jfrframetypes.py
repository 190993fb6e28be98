#!/usr/bin/env python3
"""jfrframetypes.py FILE.jfr...: share of jdk.ExecutionSample events by the type of the top frame
(Interpreted / JIT compiled / Inlined / Native), to show JIT warm-up."""
import json, subprocess, sys, collections
for fn in sys.argv[1:]:
    d = json.loads(subprocess.run(["jfr", "print", "--json", "--stack-depth", "1", "--events", "jdk.ExecutionSample", fn],
                                  capture_output=True, text=True, check=True).stdout)
    c = collections.Counter(e["values"]["stackTrace"]["frames"][0]["type"] for e in d["recording"]["events"] if e["values"].get("stackTrace"))
    n = sum(c.values())
    print(fn, n, {k: f"{v} ({100*v/n:.1f}%)" for k, v in c.most_common()})
