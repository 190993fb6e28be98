#!/usr/bin/env python3
"""Inclusive share of culprit frames per run, from `go tool pprof -traces`.
Usage: measure.py FILE.pb.gz ...   (culprit regexes read from expected.json)"""
import json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
exp = json.load(open(os.path.join(HERE, "expected.json")))
pats = [re.compile(p) for p in exp["culprit"]]
only = [re.compile(p) for p in sys.argv[1:] if p.startswith("re:")]

def unit(v):
    m = re.match(r"([\d.]+)(ms|s|us|ns)", v)
    x = float(m.group(1))
    return x * {"s": 1000, "ms": 1, "us": 1e-3, "ns": 1e-6}[m.group(2)]

def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")[1:]
    for b in blocks:
        lines = [l for l in b.split("\n") if l.strip()]
        if not lines:
            continue
        first = lines[0].split()
        val = unit(first[0])
        frames = [" ".join(first[1:])] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r"\s*\(inline\)$", "", f) for f in frames]
        yield val, frames

for path in [a for a in sys.argv[1:] if not a.startswith("re:")]:
    tot = hit = 0.0
    per = {p.pattern: 0.0 for p in pats}
    for val, frames in traces(path):
        tot += val
        if any(p.search(f) for p in pats for f in frames):
            hit += val
        for p in pats:
            if any(p.search(f) for f in frames):
                per[p.pattern] += val
    n = int(round(tot / 10))
    print(f"{path}: samples={n} total={tot:.0f}ms culprit_union={100*hit/tot:.1f}%  " +
          "  ".join(f"{k}={100*v/tot:.1f}%" for k, v in per.items()))
