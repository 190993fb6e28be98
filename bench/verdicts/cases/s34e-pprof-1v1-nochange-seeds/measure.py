#!/usr/bin/env python3
"""Independent measurement for a Go pprof control case (not flamediff).

Reads each profile with `go tool pprof -traces`, and prints per run the total
samples and the inclusive share of the main functions of the program, then the
functions whose inclusive share differs most between the two sides.
"""
import collections, glob, os, re, subprocess

here = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"
WATCH = ["main.genEvents", "main.sessionize", "main.summarize", "sort.Slice",
         "encoding/json.Marshal", "runtime.mallocgc", "runtime.gcBgMarkWorker", "runtime.memmove"]

def units(v):
    m = re.match(r"([\d.]+)(ns|us|ms|s)$", v)
    return float(m.group(1)) * {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1000}[m.group(2)]

def load(path):
    out = subprocess.run([GO, "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    tot, inc = 0.0, collections.Counter()
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines:
            continue
        n = units(lines[0].split()[0]) / 10.0
        frames = [lines[0].split(None, 1)[1]] + [l.strip() for l in lines[1:]]
        frames = {re.sub(r"\s+\(inline\)$", "", f) for f in frames}
        tot += n
        for f in frames:
            inc[f] += n
    return tot, inc

runs = {}
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        runs[side + "/" + os.path.basename(p)] = load(p)
print("inclusive share per run (samples at 10 ms each)")
print(f"{'function':28}" + "".join(f"{k:>22}" for k in runs))
print(f"{'(total samples)':28}" + "".join(f"{t:22.0f}" for t, _ in runs.values()))
for f in WATCH:
    print(f"{f:28}" + "".join(f"{100*i[f]/t:15.1f}% ({i[f]:3.0f})" for t, i in runs.values()))
(tb, ib), (ta, ia) = list(runs.values())[:2]
print("\nlargest |after - before| inclusive-share differences:")
d = sorted(set(ib) | set(ia), key=lambda f: -abs(ia[f] / ta - ib[f] / tb))
for f in d[:8]:
    print(f"  {100*(ia[f]/ta - ib[f]/tb):+6.1f} pp  {f}  ({ib[f]:.0f} -> {ia[f]:.0f})")
