#!/usr/bin/env python3
"""Inclusive share of culprit frames per run, from `go tool pprof -traces`."""
import re, subprocess, sys, glob, os
CULPRIT = [r"\(\*sharedCounts\)\.add\b", r"^(internal/)?sync\.\(\*Mutex\)\.(Lock|Unlock|lockSlow|unlockSlow)\b",
           r"^runtime\.(semacquire1|semrelease1)\b", r"^(internal/)?sync\.runtime_Sem(acquireMutex|release)\b"]
LOCKONLY = CULPRIT[1:]
def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines: continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(.*)", lines[0])
        v = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r" \(inline\)$", "", f) for f in frames]
        yield v, frames
def share(path, pats):
    tot = hit = 0
    for v, fr in traces(path):
        tot += v
        if any(re.search(p, f) for f in fr for p in pats): hit += v
    return tot, hit
base = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for f in sorted(glob.glob(f"{base}/{side}/run-*.pb.gz")):
        tot, hit = share(f, CULPRIT); _, lk = share(f, LOCKONLY)
        print(f"{side} {os.path.basename(f)} samples={int(tot/10)} culprit={100*hit/tot:.1f}% lock-frames-only={100*lk/tot:.1f}%")
        _, a = share(f, [CULPRIT[0]]); _, mp = share(f, [r"^runtime\.mapassign_faststr$"])
        print(f"    add-only={100*a/tot:.1f}% mapassign_faststr={100*mp/tot:.1f}%")
