#!/usr/bin/env python3
"""Own measurement on a Go CPU profile: parse `go tool pprof -traces` (each sample stack with
its value), report the share of CPU time whose stack has a frame matching the regex (inclusive,
counted once per stack) and whose leaf frame matches (self)."""
import re, subprocess, sys
pat = re.compile(sys.argv[1])
unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}
def parse(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")[1:]
    for b in blocks:
        lines = [l for l in b.strip("\n").split("\n") if l.strip()]
        if not lines: continue
        m = re.match(r"\s*([\d.]+)(ns|us|ms|s)\s+(.*)$", lines[0])
        if not m: continue
        v = float(m.group(1)) * unit[m.group(2)]
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        yield v, frames  # leaf first
for path in sys.argv[2:]:
    tot = inc = slf = 0.0
    for v, fr in parse(path):
        tot += v
        if any(pat.search(f) for f in fr): inc += v
        if pat.search(fr[0]): slf += v
    print(f"{path}\ttotal={tot:.2f}s\tinclusive={100*inc/tot:.1f}%\tself={100*slf/tot:.1f}%")
