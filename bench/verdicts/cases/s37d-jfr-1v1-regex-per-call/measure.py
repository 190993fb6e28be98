#!/usr/bin/env python3
"""Reads the captured JFR files with the JDK's `jfr print --json` and prints, per
run, the number of jdk.ExecutionSample events and the inclusive share (samples
whose stack contains the method at least once / all samples) of the main methods,
of Pattern.compile, and of Pattern.compile under extractFields.
Usage: measure.py [file.jfr[.gz] ...]  (default: before/*.jfr.gz after/*.jfr.gz)"""
import glob, gzip, json, os, shutil, subprocess, sys, tempfile
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))
METHODS = ["LogScan.main", "LogScan.parseLine", "LogScan.extractFields", "LogScan.generateLine", "LogScan.enrich", "LogScan.toJson", "LogScan.ship",
           "LogScan.aggregate", "LogScan.normaliseRoute", "LogScan.report",
           "java.util.regex.Pattern.compile"]

def stacks(path):
    with tempfile.TemporaryDirectory() as td:
        if path.endswith(".gz"):           # the jfr tool wants a plain .jfr file
            plain = os.path.join(td, "run.jfr")
            with gzip.open(path, "rb") as src, open(plain, "wb") as dst:
                shutil.copyfileobj(src, dst)
        else:
            plain = path
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256",
                              "--events", "jdk.ExecutionSample", plain],
                             check=True, capture_output=True, text=True).stdout
    doc = json.loads(out)
    for ev in doc["recording"]["events"]:
        st = ev["values"]["stackTrace"]
        frames = st["frames"] if st else []
        # leaf first, as JFR stores them
        yield [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in frames], \
              bool(st and st.get("truncated"))

def measure(path):
    n = trunc = 0
    inc = Counter()
    compile_under_extract = 0
    for frames, t in stacks(path):
        n += 1
        trunc += t
        names = set(frames)
        for m in METHODS:
            if m in names:
                inc[m] += 1
        if "java.util.regex.Pattern.compile" in names and "LogScan.extractFields" in names:
            compile_under_extract += 1
    return n, trunc, inc, compile_under_extract

files = sys.argv[1:] or sorted(glob.glob(os.path.join(CASE, "before", "*.jfr*"))) + \
        sorted(glob.glob(os.path.join(CASE, "after", "*.jfr*")))
short = [m.replace("LogScan.", "").replace("java.util.regex.", "") for m in METHODS]
print(f"{'file':28} {'samples':>7} " + " ".join(f"{s:>15}" for s in short) + "  compile<extractFields")
for f in files:
    n, trunc, inc, cu = measure(f)
    label = os.path.relpath(f, CASE)
    print(f"{label:28} {n:7d} " + " ".join(f"{100*inc[m]/n:14.1f}%" for m in METHODS)
          + f"  {100*cu/n:6.1f}%" + (f"  (truncated stacks: {trunc})" if trunc else ""))
