#!/usr/bin/env python3
"""Inclusive share of culprit frames in jdk.ExecutionSample stacks (via `jfr print`)."""
import re, subprocess, sys, json, os
HERE = os.path.dirname(os.path.abspath(__file__))
pats = [re.compile(p) for p in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
extra = {"logPriced": re.compile(r"\blogPriced\b"), "String.format": re.compile(r"\bString\.format\b"),
         "Formatter": re.compile(r"java\.util\.Formatter"), "riskScore": re.compile(r"\briskScore\b"),
         "parseOrder": re.compile(r"\bparseOrder\b")}
for side in ("before", "after"):
    f = os.path.join(HERE, side, "run-1.jfr")
    txt = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "64", f],
                         capture_output=True, text=True, check=True).stdout
    stacks = []
    for block in txt.split("jdk.ExecutionSample {")[1:]:
        m = re.search(r"stackTrace = \[(.*?)\n  \]", block, re.S)
        frames = [l.strip() for l in m.group(1).strip().splitlines()] if m else []
        frames = [re.sub(r"\s+line: \d+.*$", "", fr) for fr in frames if fr and fr != "..."]
        stacks.append(frames)
    n = len(stacks)
    hit = sum(1 for s in stacks if any(p.search(fr) for fr in s for p in pats))
    line = f"{side} run-1: samples={n} culprit={hit} ({100*hit/n:.1f}%)"
    for k, p in extra.items():
        c = sum(1 for s in stacks if any(p.search(fr) for fr in s))
        line += f" {k}={100*c/n:.1f}%"
    print(line)
