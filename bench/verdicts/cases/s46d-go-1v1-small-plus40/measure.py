#!/usr/bin/env python3
"""Inclusive share per stage from `go tool pprof -traces` output (sample counts)."""
import re, subprocess, sys
PAT = {"scoreRecords": r"\bscoreRecords\b", "normalize": r"\bmain\.normalize\b",
       "parseRecords": r"\bparseRecords\b", "summarize": r"\bsummarize\b"}
for f in sys.argv[1:]:
    txt = subprocess.run(["go", "tool", "pprof", "-traces", f], capture_output=True, text=True).stdout
    blocks = txt.split("-----------+-------------------------------------------------------")
    total = 0; hits = {k: 0 for k in PAT}
    for b in blocks:
        lines = [l for l in b.strip().splitlines() if l.strip()]
        if not lines or not re.match(r"^\s*\d", lines[0]): continue
        m = re.match(r"^\s*([\d.]+)(ms|s)\s+(.*)$", lines[0])
        if not m: continue
        v = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        n = round(v / 10)  # 10ms per sample
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        total += n
        for k, p in PAT.items():
            if any(re.search(p, fr) for fr in frames): hits[k] += n
    print(f, "samples", total, " ".join(f"{k}={100*v/total:.1f}%" for k, v in hits.items()))
