#!/usr/bin/env python3
"""Inclusive share per function, per run, from `go tool pprof -traces`."""
import os, re, subprocess, sys
here = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
FUNCS = [r"^main\.worker$", r"^main\.process$", r"^main\.produce$", r"^main\.makeLine$",
         r"^main\.fingerprint$", r"^main\.parseLine$", r"^main\.price$", r"^main\.validate$",
         r"^main\.collect$", r"^runtime\.gcBgMarkWorker$"]

def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True).stdout
    stacks = []
    for block in out.split("-----------+-------------------------------------------------------"):
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(\S.*)", lines[0])
        if not m:
            continue
        v = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        stacks.append((v, frames))
    return stacks

for side in ("before", "after"):
    for f in sorted(os.listdir(os.path.join(here, side))):
        st = traces(os.path.join(here, side, f))
        tot = sum(v for v, _ in st)
        parts = []
        for pat in FUNCS:
            rx = re.compile(pat)
            inc = sum(v for v, fr in st if any(rx.search(x) for x in fr))
            parts.append("%s=%.1f%%" % (pat.strip("^$").replace("\\", ""), 100 * inc / tot if tot else 0))
        print("%s/%s samples=%d  %s" % (side, f, round(tot / 10), "  ".join(parts)))
