#!/usr/bin/env python3
"""Independent share measurement for a Go pprof case (not flamediff).

Reads each profile with `go tool pprof -traces` (one block per distinct stack,
value in the first column, one frame per line, inlined frames included), and
reports per run: total samples, samples whose stack has a frame matching the
culprit regex (inclusive), and samples whose leaf matches (self).
Usage: measure.py [REGEX]   (default: lookupSKU)
"""
import glob, os, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
culprit = re.compile(sys.argv[1] if len(sys.argv) > 1 else r"\(\*Index\)\.lookupSKU")
GO = "/usr/local/go/bin/go"

def units(v):
    m = re.match(r"([\d.]+)(ns|us|ms|s)$", v)
    n, u = float(m.group(1)), m.group(2)
    return n * {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1000}[u]

def stacks(path):
    out = subprocess.run([GO, "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines:
            continue
        val = units(lines[0].split()[0])
        frames = [lines[0].split(None, 1)[1]] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r"\s+\(inline\)$", "", f) for f in frames]
        yield val, frames  # frames leaf first

print(f"culprit regex: {culprit.pattern}   (samples at 10 ms each)")
print(f"{'run':28} {'samples':>8} {'incl':>6} {'incl%':>7} {'self':>6} {'self%':>7}")
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        tot = inc = slf = 0.0
        for ms, fr in stacks(p):
            n = ms / 10.0
            tot += n
            if any(culprit.search(f) for f in fr):
                inc += n
            if culprit.search(fr[0]):
                slf += n
        print(f"{side + '/' + os.path.basename(p):28} {tot:8.0f} {inc:6.0f} {100*inc/tot:6.1f}% {slf:6.0f} {100*slf/tot:6.1f}%")
