#!/usr/bin/env python3
"""Inclusive shares (each sample once) of LedgerBatch methods per JFR recording, via `jfr print --json`.
Usage: measure.py [files...]  (default: before/run-1.jfr after/run-1.jfr, .gz accepted)"""
import collections, gzip, json, os, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
METHODS = ["parseLine", "enrichLine", "mix", "scoreLine", "settle", "processBatch", "rawLine"]
def load(path):
    if path.endswith(".gz"):
        tmp = tempfile.NamedTemporaryFile(suffix=".jfr", delete=False)
        tmp.write(gzip.open(path).read()); tmp.close(); path = tmp.name
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["recording"]["events"]
files = sys.argv[1:] or [os.path.join(HERE, s, f) for s in ("before", "after")
                         for f in sorted(os.listdir(os.path.join(HERE, s)))]
for path in files:
    evs = load(path)
    n = len(evs); hits = collections.Counter(); threads = collections.Counter(); trunc = 0
    enrich_self_or_mix = 0
    for e in evs:
        v = e["values"]; st = v["stackTrace"]
        threads[v["sampledThread"]["javaName"]] += 1
        if st.get("truncated"): trunc += 1
        names = {fr["method"]["type"]["name"].split("/")[-1] + "." + fr["method"]["name"] for fr in st["frames"]}
        for m in METHODS:
            if "LedgerBatch." + m in names: hits[m] += 1
    print(f"{os.path.relpath(path, HERE)}: samples={n} truncated={trunc} "
          + " ".join(f"{m}={100*hits[m]/n:.1f}%({hits[m]})" for m in METHODS))
    print("   threads: " + ", ".join(f"{k}:{c}" for k, c in sorted(threads.items())))
