#!/usr/bin/env python3
"""Own measurement on a .jfr: `jfr print --json --events jdk.ExecutionSample`, then for each
method name (Class.method) the inclusive share (stack contains it) and self share (top frame).
Usage: measure_share.py REGEX file.jfr...  (prints share of the regex) or  --top N file.jfr"""
import json, re, subprocess, sys, collections
def stacks(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "128", "--events",
                          "jdk.ExecutionSample", path], capture_output=True, text=True, check=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        fr = ev["values"]["stackTrace"]["frames"]
        yield [f["method"]["type"]["name"].split(".")[-1] + "." + f["method"]["name"] for f in fr]
args = sys.argv[1:]
if args[0] == "--top":
    n = int(args[1])
    for path in args[2:]:
        inc = collections.Counter(); slf = collections.Counter(); tot = 0
        for st in stacks(path):
            tot += 1; slf[st[0]] += 1
            for m in set(st): inc[m] += 1
        print(f"{path}: samples={tot}")
        for m, c in slf.most_common(n):
            print(f"  {m:45s} self={100*c/tot:5.1f}%  inclusive={100*inc[m]/tot:5.1f}%")
else:
    pat = re.compile(args[0])
    for path in args[1:]:
        tot = inc = slf = 0
        for st in stacks(path):
            tot += 1
            if any(pat.search(m) for m in st): inc += 1
            if st and pat.search(st[0]): slf += 1
        print(f"{path}\tsamples={tot}\tinclusive={100*inc/tot:.1f}%\tself={100*slf/tot:.1f}%")
