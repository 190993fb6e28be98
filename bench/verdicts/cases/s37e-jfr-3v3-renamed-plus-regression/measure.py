#!/usr/bin/env python3
"""Independent check of the captured JFR recordings.

Uses the JDK's own `jfr print --json --events jdk.ExecutionSample` to dump
the execution samples, then counts, per method, the fraction of samples whose
stack contains it (inclusive share). JFR stack traces include inlined
frames. `jfr print` shows only 5 frames per stack unless --stack-depth is
given, so 64 (JFR's default recording depth) is passed. Reads .jfr or
.jfr.gz (decompressed to a temporary file first)."""
import glob
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["Workload.aggregate", "Workload.encodeRow", "Workload.renderRow", "Workload.verifyRow",
         "Workload.generateOrders", "Workload.topCustomers", "Workload.main"]


def load(path):
    with tempfile.NamedTemporaryFile(suffix=".jfr") as tmp:
        if path.endswith(".gz"):
            with gzip.open(path, "rb") as src:
                shutil.copyfileobj(src, tmp)
            tmp.flush()
            path = tmp.name
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                             check=True, capture_output=True, text=True).stdout
    events = json.loads(out)["recording"]["events"]
    total = 0
    inc = Counter()
    maxdepth = 0
    truncated = 0
    for ev in events:
        st = ev["values"]["stackTrace"]
        if st is None:
            continue
        total += 1
        if st.get("truncated"):
            truncated += 1
        frames = st["frames"]
        maxdepth = max(maxdepth, len(frames))
        names = set("%s.%s" % (fr["method"]["type"]["name"], fr["method"]["name"]) for fr in frames)
        for n in names:
            inc[n] += 1
    return total, inc, maxdepth, truncated


def main():
    print("%-6s %-6s %7s %5s  " % ("side", "run", "samples", "depth") + " ".join("%24s" % f for f in FUNCS))
    dirs = sys.argv[1:] or [os.path.join(HERE, s) for s in ("before", "after")]
    for d in dirs:
        for p in sorted(glob.glob(os.path.join(d, "run-*.jfr*"))):
            total, inc, depth, trunc = load(p)
            row = ["%23.1f%%" % (100.0 * inc[f] / total) for f in FUNCS]
            print("%-6s %-6s %7d %5d  " % (os.path.basename(d), os.path.basename(p).split(".")[0], total, depth) + " ".join(row)
                  + ("  (truncated stacks: %d)" % trunc if trunc else ""))


if __name__ == "__main__":
    main()
