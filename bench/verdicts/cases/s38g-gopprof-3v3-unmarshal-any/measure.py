#!/usr/bin/env python3
"""Prints share%(inclusive sample count). Independent measurement: reads each run-N.pprof via `go tool pprof -traces`
and prints samples and inclusive shares (% of samples whose stack contains the frame)."""
import glob, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FRAMES = [
    "main.decodeRecord",
    "encoding/json.Unmarshal",
    "encoding/json.(*decodeState).valueInterface",
    "encoding/json.(*decodeState).arrayInterface",
    "main.scoreRecord",
    "main.buildReport",
    "runtime.gcBgMarkWorker",
    "runtime.mallocgc",
]

def parse(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")[1:]
    stacks = []
    for b in blocks:
        lines = [l for l in b.splitlines() if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([\d.]+)(ms|s|us)\s+(.*)", lines[0])
        if not m:
            continue
        v = float(m.group(1)) * {"ms": 1, "s": 1000, "us": 0.001}[m.group(2)]
        n = round(v / 10.0)  # 100 Hz -> 10 ms per sample
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r"\s+\(inline\)$", "", f) for f in frames]
        stacks.append((frames, n))
    return stacks

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
        st = parse(p)
        total = sum(n for _, n in st)
        parts = []
        for f in FRAMES:
            inc = sum(n for fr, n in st if f in fr)
            parts.append(f"{f}={100.0*inc/total:.1f}%({inc})")
        print(f"{side}/{os.path.basename(p)} samples={total} " + " ".join(parts))
