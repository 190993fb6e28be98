#!/usr/bin/env python3
"""Per-run sample counts and inclusive shares from Go pprof files.

Uses `go tool pprof -traces -sample_index=samples` (std Go toolchain) and counts,
for each pattern, the samples whose stack contains at least one matching frame.
Usage: measure.py [case_dir]   (patterns: expected.json culprit union + extras below)
"""
import json, os, re, subprocess, sys

case = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
EXTRA = {
    "canonicalKey": r"\bmain\.canonicalKey\b",
    "enrichRecords": r"\bmain\.enrichRecords\b",
    "parseRecords": r"\bmain\.parseRecords\b",
    "aggregateRecords": r"\bmain\.aggregateRecords\b",
    "renderReport": r"\bmain\.renderReport\b",
    "generate": r"\bmain\.generate\b",
    "shortestPath": r"\bmain\.shortestPath\b",
    "relax": r"\bmain\.relax\b",
    "buildGrid": r"\bmain\.buildGrid\b",
    "scoreRoute": r"\bmain\.scoreRoute\b",
    "summarise": r"\bmain\.summarise\b",
    "heap.Pop": r"\bcontainer/heap\.Pop\b",
    "heap.down": r"\bcontainer/heap\.down\b",
    "mallocgc": r"\bruntime\.mallocgc\b",
    "asyncPreempt": r"\bruntime\.asyncPreempt\b",
}

def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", "-sample_index=samples", path],
                         capture_output=True, text=True, check=True).stdout
    res, cur, n = [], None, 0
    for line in out.splitlines():
        if line.startswith("-----------+"):
            if cur is not None:
                res.append((n, cur))
            cur = None
            continue
        m = re.match(r"^\s+(\d+)\s{3}(\S.*)$", line)
        if m and cur is None and not line.startswith(" " * 12):
            n, cur = int(m.group(1)), [m.group(2).strip()]
        elif cur is not None and line.strip():
            cur.append(line.strip())
    if cur is not None:
        res.append((n, cur))
    return res

exp = json.load(open(os.path.join(case, "expected.json")))
pats = {}
if exp.get("culprit"):
    pats["culprit union"] = "|".join("(?:%s)" % c for c in exp["culprit"])
for k, v in EXTRA.items():
    pats[k] = v
rows = []
for side in ("before", "after"):
    d = os.path.join(case, side)
    for f in sorted(os.listdir(d)):
        tr = traces(os.path.join(d, f))
        total = sum(n for n, _ in tr)
        shares = {}
        for k, p in pats.items():
            rx = re.compile(p)
            hit = sum(n for n, st in tr if any(rx.search(fr) for fr in st))
            shares[k] = 100.0 * hit / total if total else 0.0
        rows.append((side, f, total, shares))
keys = [k for k in pats if any(r[3][k] > 0 for r in rows)]
print("| side | file | samples | " + " | ".join(keys) + " |")
print("|---|---|---|" + "---|" * len(keys))
for side, f, total, sh in rows:
    print(f"| {side} | {f} | {total} | " + " | ".join(f"{sh[k]:.1f}%" for k in keys) + " |")
