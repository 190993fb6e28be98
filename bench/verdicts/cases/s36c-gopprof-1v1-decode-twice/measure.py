#!/usr/bin/env python3
"""Per run: share of CPU samples whose stack has a culprit frame, via `go tool pprof -traces`."""
import glob, json, os, re, subprocess

here = os.path.dirname(os.path.abspath(__file__))
rx = [re.compile(r) for r in json.load(open(os.path.join(here, "expected.json")))["culprit"]]
VAL = re.compile(r"^\s*(\d+(?:\.\d+)?)(ns|us|µs|ms|s)\s+(\S.*)$")
UNIT = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0}

def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        val, frames = None, []
        for line in block.splitlines():
            m = VAL.match(line)
            if m and val is None:
                val = float(m.group(1)) * UNIT[m.group(2)]
                frames.append(m.group(3).strip())
            elif line.strip() and val is not None:
                frames.append(line.strip())
        if val is not None:
            yield val, frames

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        total = hit = val_ = 0.0
        for v, fr in traces(path):
            total += v
            if any(r.search(x) for x in fr for r in rx):
                hit += v
            if any(x.startswith("main.validateMessage") for x in fr):
                val_ += v
        print("%-6s %-14s cpu=%6.2fs culprit=%5.1f%%  (under validateMessage: %4.1f%%)"
              % (side, os.path.basename(path), total, 100 * hit / total, 100 * val_ / total))
