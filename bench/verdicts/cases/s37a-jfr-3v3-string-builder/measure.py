#!/usr/bin/env python3
"""Independent check: dumps jdk.ExecutionSample events with the JDK's own
`jfr print --stack-depth 64` and prints, per run, the number of execution
samples and the inclusive share of ReportJob's main methods (renderRow is the
method that changed). Reads run-N.jfr or run-N.jfr.gz."""
import collections, glob, gzip, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
METHODS = ["ReportJob.renderRow", "ReportJob.generateLine", "ReportJob.parseLine",
           "ReportJob.aggregate", "ReportJob.checksum", "ReportJob.pad"]
FRAME = re.compile(r"^\s{4}(\S.*?)\((.*)$")


def samples(path):
    tmp = None
    if path.endswith(".gz"):
        tmp = tempfile.NamedTemporaryFile(suffix=".jfr", delete=False)
        with gzip.open(path, "rb") as f:
            shutil.copyfileobj(f, tmp)
        tmp.close()
        path = tmp.name
    try:
        out = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "64", path],
                             check=True, capture_output=True, text=True).stdout
    finally:
        if tmp:
            os.unlink(tmp.name)
    stack = None
    for line in out.splitlines():
        if line.startswith("jdk.ExecutionSample"):
            stack = []
        elif line.strip() == "]" and stack is not None:
            yield stack
            stack = None
        elif stack is not None:
            m = FRAME.match(line)
            if m and "stackTrace" not in line:
                stack.append(m.group(1))


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
        n = 0
        inc = collections.Counter()
        for st in samples(path):
            n += 1
            for m in set(st):
                inc[m] += 1
        print("%-6s %-14s samples=%-5d %s" % (side, os.path.basename(path), n,
              "  ".join("%s=%.1f%%" % (m.split(".")[-1], 100.0 * inc[m] / max(n, 1)) for m in METHODS)))
