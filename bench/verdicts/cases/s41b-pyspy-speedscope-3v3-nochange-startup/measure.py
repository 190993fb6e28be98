#!/usr/bin/env python3
"""Independent measurement for py-spy speedscope files: per run, total samples (sum of weights over all
profiles/threads) and the inclusive share (% of samples whose stack contains a frame with that function
name) of the startup/import path and of the main work functions."""
import json, glob, os, gzip, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("<module> report_job.py (whole script)", lambda f: f["name"] == "<module>" and f.get("file", "").endswith("report_job.py")),
    ("import machinery (_find_and_load)", lambda f: f["name"] == "_find_and_load"),
    ("main", lambda f: f["name"] == "main" and f.get("file", "").endswith("report_job.py")),
    ("build_graph", lambda f: f["name"] == "build_graph"),
    ("graph_stats", lambda f: f["name"] == "graph_stats"),
    ("make_rows", lambda f: f["name"] == "make_rows"),
    ("validate_rows", lambda f: f["name"] == "validate_rows"),
    ("render_rows", lambda f: f["name"] == "render_rows"),
]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f: return json.load(f)

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
        d = load(path); frames = d["shared"]["frames"]
        match = [[g[1](fr) for fr in frames] for g in GROUPS]
        wsum = 0.0; n = 0; hits = [0] * len(GROUPS); threads = []
        for prof in d["profiles"]:
            threads.append(prof["name"])
            for stack, w in zip(prof["samples"], prof["weights"]):
                wsum += w; w = 1   # py-spy weights are seconds (1/rate each); count samples
                n += w
                for gi in range(len(GROUPS)):
                    if any(match[gi][fi] for fi in stack): hits[gi] += w
        extra = {"empty stack (no Python frame)": 0, "root = _find_and_load (interp. startup imports)": 0}
        for prof in d["profiles"]:
            for stack in prof["samples"]:
                if not stack: extra["empty stack (no Python frame)"] += 1
                elif frames[stack[0]]["name"] == "_find_and_load": extra["root = _find_and_load (interp. startup imports)"] += 1
        print(f"{side}/{os.path.basename(path)}: samples={n} (weight sum {wsum:.3f} s) threads={threads}")
        for (name, _), h in zip(GROUPS, hits):
            print(f"    {name:48s} {h:6d}  {100.0*h/max(n,1):6.1f}%")
        for name, h in extra.items():
            print(f"    {name:48s} {h:6d}  {100.0*h/max(n,1):6.1f}%")
