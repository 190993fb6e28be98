#!/usr/bin/env python3
"""Independent per-run shares for this control case (not flamediff).

Reads each run with `go tool pprof -traces` (plain text stacks, leaf first; 4 ms per
sample at 250 Hz) and counts samples whose stack has a frame matching each group.
"""
import glob, os, re, statistics, subprocess

CASE = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"
PERIOD_MS = 4.0
GROUPS = {
    "produce": r"^main\.produce$",
    "normalise": r"^main\.normalise$",
    "json.Marshal": r"^encoding/json\.Marshal$",
    "sha256": r"^crypto/sha256\.Sum256$",
    "process(all)": r"^main\.process$",
    "aggregate": r"^main\.aggregate$",
    "gc-bg": r"^runtime\.(gcBgMarkWorker|bgsweep|bgscavenge)$",
    "asyncPreempt": r"^runtime\.asyncPreempt$",
}

def parse(path):
    out = subprocess.run([GO, "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    samples = []
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(.*)", lines[0]) if lines else None
        if not m:
            continue
        v = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        frames = [re.sub(r" \(inline\)$", "", f.strip()) for f in [m.group(3)] + lines[1:]]
        samples.append((round(v / PERIOD_MS), frames))
    return samples

shares = {g: {"before": [], "after": []} for g in GROUPS}
print("%-7s %-6s %7s " % ("side", "run", "samples") + " ".join("%13s" % g for g in GROUPS))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(CASE, side, "run-*"))):
        s = parse(f)
        tot = sum(n for n, _ in s)
        row = []
        for g, rx in GROUPS.items():
            r = re.compile(rx)
            k = sum(n for n, fr in s if any(r.search(x) for x in fr))
            shares[g][side].append(100.0 * k / tot)
            row.append("%5d (%4.1f%%)" % (k, 100.0 * k / tot))
        print("%-7s %-6s %7d " % (side, os.path.basename(f).split(".")[0], tot) + " ".join(row))
print("mean after - mean before (pp): " + ", ".join(
    "%s %+.1f" % (g, statistics.mean(v["after"]) - statistics.mean(v["before"])) for g, v in shares.items()))
