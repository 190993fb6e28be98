#!/usr/bin/env python3
"""Inclusive share of frames matching regexes, per profile, from `go tool pprof -traces`."""
import re, subprocess, sys, os
here = sys.argv[1]
pats = {
  "encodeRecord": re.compile(r"\bencodeRecord\b"),
  "mallocgc": re.compile(r"\bruntime\.mallocgc\b"),
  "mallocgc under encodeRecord": None,
  "gcBgMarkWorker": re.compile(r"\bruntime\.gcBgMarkWorker\b"),
  "gc any (gcBgMarkWorker|gcAssist|bgsweep)": re.compile(r"runtime\.(gcBgMarkWorker|gcAssistAlloc|bgsweep|gcDrain)"),
}
def parse(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    traces = []
    for blk in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in blk.strip("\n").split("\n") if l.strip()]
        if not lines: continue
        m = re.match(r"\s*([\d.]+)(ns|us|ms|s)\s+(.*)", lines[0])
        if not m: continue
        v = float(m.group(1)) * {"ns":1e-6,"us":1e-3,"ms":1,"s":1000}[m.group(2)]
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        traces.append((v, frames))
    return traces
for side in ("before", "after"):
    for i in (1, 2, 3):
        p = os.path.join(here, side, f"run-{i}.pb.gz")
        if not os.path.exists(p): continue
        tr = parse(p)
        tot = sum(v for v, _ in tr)
        row = [f"{side} run-{i}: samples={round(tot/10)} ({tot:.0f}ms)"]
        for name, rx in pats.items():
            if rx is None:
                s = sum(v for v, f in tr if any(pats["encodeRecord"].search(x) for x in f) and any(pats["mallocgc"].search(x) for x in f))
            else:
                s = sum(v for v, f in tr if any(rx.search(x) for x in f))
            row.append(f"{name}={100*s/tot:.1f}%")
        print("  ".join(row))
