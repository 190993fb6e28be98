#!/usr/bin/env python3
"""Inclusive share of frames from `jfr print --events jdk.ExecutionSample --stack-depth 64 F.jfr`."""
import re, subprocess, sys
PATS = {"canonicalKey": r"LedgerIngest\.canonicalKey\(", "splitAccount": r"LedgerIngest\.splitAccount\(",
        "normalizeParts": r"LedgerIngest\.normalizeParts\(", "digestKey": r"LedgerIngest\.digestKey\(",
        "ingestBatch": r"LedgerIngest\.ingestBatch\("}
for f in sys.argv[1:]:
    txt = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "64", f],
                         capture_output=True, text=True, check=True).stdout
    evs = [e for e in txt.split("jdk.ExecutionSample")[1:]]
    n = len(evs); trunc = sum(1 for e in evs if "..." in e)
    cnt = {k: sum(1 for e in evs if re.search(p, e)) for k, p in PATS.items()}
    print(f, "samples", n, "truncated", trunc, " ".join(f"{k}={v} ({100*v/n:.1f}%)" for k, v in cnt.items()))
