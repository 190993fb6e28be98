#!/usr/bin/env python3
"""Inclusive share of selected frames per run, from `go tool pprof -traces`."""
import glob, os, re, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
PATS = {"normalizeName": r"\bmain\.normalizeName\b", "tokenizeName": r"\bmain\.tokenizeName\b",
        "validateTokens": r"\bmain\.validateTokens\b", "renderRow": r"\bmain\.renderRow\b",
        "parseRecords": r"\bmain\.parseRecords\b"}
def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        if not lines: continue
        m = re.match(r"\s*(\S+)\s+(\S+)", lines[0])
        if not m: continue
        val = m.group(1)
        n = float(val.rstrip("ms").rstrip("s")) if val.endswith("ms") else float(val.rstrip("s")) * 1000
        frames = [lines[0][m.end():].strip()] + [l.strip() for l in lines[1:]]
        yield n, frames
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
        tot = 0; inc = {k: 0 for k in PATS}
        for n, fr in traces(f):
            tot += n
            for k, p in PATS.items():
                if any(re.search(p, x) for x in fr): inc[k] += n
        print(f"{side}/{os.path.basename(f)}: samples={tot/10:.0f} " + " ".join(f"{k}={100*v/tot:.1f}%" for k, v in inc.items()))
