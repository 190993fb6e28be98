#!/usr/bin/env python3
"""Inclusive share of culprit frames per run, from `jfr print --json --events jdk.ExecutionSample`.
A sample counts once if any frame of its stack matches any culprit regex (Python re, same syntax as expected.json)."""
import json, re, subprocess, sys, pathlib, collections
here = pathlib.Path(__file__).resolve().parent
pats = [re.compile(p) for p in json.loads((here / "expected.json").read_text())["culprit"]]
single = sys.argv[1:] or ["recordEvent"]
def stacks(f):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "128", "--events", "jdk.ExecutionSample", str(f)],
                         capture_output=True, text=True, check=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        fr = ev["values"]["stackTrace"]["frames"] if ev["values"].get("stackTrace") else []
        yield [f"{x['method']['type']['name']}.{x['method']['name']}" for x in fr]
for side in ("before", "after"):
    for f in sorted((here / side).glob("run-*.jfr")):
        n = hit = 0; one = collections.Counter(); top = collections.Counter()
        for st in stacks(f):
            n += 1
            if any(p.search(fr) for fr in st for p in pats): hit += 1
            for s in single:
                if any(re.search(s, fr) for fr in st): one[s] += 1
            if st: top[st[0]] += 1
        print(f"{side}/{f.name}: samples={n} culprit_union={100*hit/max(n,1):.1f}% " +
              " ".join(f"{s}={100*one[s]/max(n,1):.1f}%" for s in single))
        print("   top self:", ", ".join(f"{k} {100*v/n:.1f}%" for k, v in top.most_common(8)))
