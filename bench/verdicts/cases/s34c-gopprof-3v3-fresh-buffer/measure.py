#!/usr/bin/env python3
"""Independent culprit-share measurement for this case (not flamediff).

Reads each run with `go tool pprof -traces` (plain text stacks, leaf first) and
counts samples (10 ms each at the default 100 Hz) whose stack contains a frame
matching each group's regex.
"""
import glob, os, re, subprocess, sys

CASE = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"
PERIOD_MS = 4.0
GROUPS = {
    # the changed code and the allocation it now does on the request path
    "alloc (getBuffer/makeslice/mallocgc)": r"^main\.getBuffer$|^runtime\.(makeslice|mallocgc)$",
    # background GC goroutines (mark workers, sweeper, scavenger)
    "gc-bg (gcBgMarkWorker/bgsweep/bgscavenge)": r"^runtime\.(gcBgMarkWorker|bgsweep|bgscavenge)$",
    "handleRequest (any)": r"^main\.handleRequest$",
}

def parse(path):
    out = subprocess.run([GO, "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    samples = []
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(.*)", lines[0])
        if not m:
            continue
        v = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r" \(inline\)$", "", f) for f in frames]
        samples.append((round(v / PERIOD_MS), frames))
    return samples

print("%-7s %-6s %7s  " % ("side", "run", "samples") + "  ".join("%s" % g for g in GROUPS))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(CASE, side, "run-*"))):
        s = parse(f)
        tot = sum(n for n, _ in s)
        row = []
        for g, rx in GROUPS.items():
            r = re.compile(rx)
            k = sum(n for n, fr in s if any(r.search(x) for x in fr))
            row.append("%5d (%5.1f%%)" % (k, 100.0 * k / tot))
        print("%-7s %-6s %7d  " % (side, os.path.basename(f).split(".")[0], tot) + "  ".join(row))
