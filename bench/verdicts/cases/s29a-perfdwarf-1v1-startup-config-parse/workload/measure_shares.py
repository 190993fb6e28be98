#!/usr/bin/env python3
"""Markdown table of per-run sample counts and shares for several regexes.
Usage: table.py KIND CASE_DIR 'label=REGEX' ...   (KIND: perf | raw | pprof)"""
import re, subprocess, sys, glob, os
kind, case = sys.argv[1], sys.argv[2]
pats = [a.split("=", 1) for a in sys.argv[3:]]
def stacks(path):
    if kind == "raw":
        for line in open(path):
            line = line.rstrip("\n")
            if not line: continue
            st, _, n = line.rpartition(" ")
            yield st.split(";"), int(n)
    elif kind == "perf":
        st = []
        for line in open(path, errors="replace"):
            if not line.strip():
                if st: yield st, 1
                st = []; continue
            if line[0] in " \t":
                parts = line.strip().split(None, 1)
                if len(parts) < 2: continue
                sym = re.sub(r" \([^()]*\)$", "", parts[1]); sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                st.append(sym)
            else:
                if st: yield st, 1
                st = []
        if st: yield st, 1
    else:
        out = subprocess.run(["go", "tool", "pprof", "-traces", "-sample_index=samples", path], capture_output=True, text=True).stdout
        for block in out.split("-----------+-------------------------------------------------------")[1:]:
            lines = [l for l in block.strip("\n").split("\n") if l.strip()]
            if not lines: continue
            first = lines[0].split()
            try: n = int(first[0])
            except ValueError: continue
            fr = [lines[0].strip().split(None, 1)[1]] + [l.strip() for l in lines[1:]]
            yield [re.sub(r" \(inline\)$", "", f) for f in fr], n
print("| side | run | samples | " + " | ".join(p[0] for p in pats) + " |")
print("|---|---|---:|" + "---:|" * len(pats))
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(case, side, "run-*"))):
        tot = 0; hits = [0] * len(pats)
        rxs = [re.compile(p[1]) for p in pats]
        for st, n in stacks(path):
            tot += n
            for i, rx in enumerate(rxs):
                if any(rx.search(f) for f in st): hits[i] += n
        print(f"| {side} | {os.path.basename(path)} | {tot} | " + " | ".join(f"{h} ({100*h/tot:.1f}%)" for h in hits) + " |")
