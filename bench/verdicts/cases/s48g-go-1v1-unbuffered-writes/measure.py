#!/usr/bin/env python3
"""Inclusive share of culprit frames per run, from `go tool pprof -traces`."""
import re, subprocess, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = [r"\(\*exporter\)\.writeRecord\b", r"^os\.\(\*File\)\.[Ww]rite\b",
           r"^internal/poll\.\(\*FD\)\.Write\b", r"^internal/poll\.ignoringEINTRIO\b",
           r"^syscall\.(Write|write|Syscall|RawSyscall6)\b",
           r"^internal/runtime/syscall/linux\.Syscall6\b"]
GROUPS = {"union": CULPRIT, "writeRecord": [CULPRIT[0]],
          "syscall.write": [r"^syscall\.write\b"]}
def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True).stdout
    for block in out.split("-----------+")[1:]:
        lines = [l for l in block.splitlines()[1:] if l.strip()]
        if not lines: continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(.*)", lines[0])
        if not m: continue
        v = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r"\s*\(inline\)$", "", f) for f in frames]
        yield v, frames
for side in ("before", "after"):
    d = os.path.join(HERE, side)
    for f in sorted(os.listdir(d)):
        tr = list(traces(os.path.join(d, f)))
        tot = sum(v for v, _ in tr)
        res = []
        for g, pats in GROUPS.items():
            rx = [re.compile(p) for p in pats]
            s = sum(v for v, fr in tr if any(r.search(x) for x in fr for r in rx))
            res.append(f"{g} {100*s/tot:.1f}%")
        print(f"{side}/{f}: samples {int(tot/10)} ({tot/1000:.2f}s) " + ", ".join(res))
