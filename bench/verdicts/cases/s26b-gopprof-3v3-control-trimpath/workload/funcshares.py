#!/usr/bin/env python3
"""Per-function flat and cumulative shares per pprof file (via `go tool pprof -top`), the mean per side,
and the largest difference between the side means. usage: funcshares.py before/*.pb.gz -- after/*.pb.gz"""
import re, subprocess, sys
from collections import defaultdict

def shares(path):
    out = subprocess.run(['go', 'tool', 'pprof', '-top', '-nodecount=100000', path],
                         capture_output=True, text=True, check=True).stdout
    flat, cum = {}, {}
    total = None
    for line in out.splitlines():
        m = re.search(r'Total samples = ([\d.]+)(m?s)', line)
        if m:
            total = line.strip()
        m = re.match(r'\s*[\d.]+(?:m?s)?\s+([\d.]+)%\s+[\d.]+%\s+[\d.]+(?:m?s)?\s+([\d.]+)%\s+(.*?)(\s+\(inline\))?$', line)
        if m:
            flat[m.group(3)] = float(m.group(1))
            cum[m.group(3)] = float(m.group(2))
    return flat, cum, total

args = sys.argv[1:]
i = args.index('--')
sides = {'before': args[:i], 'after': args[i + 1:]}
per = {}
for side, files in sides.items():
    per[side] = []
    for f in files:
        flat, cum, total = shares(f)
        per[side].append((flat, cum))
        print(f"{f}: {total}")
for kind, idx in (('flat', 0), ('cum', 1)):
    funcs = set()
    for side in per:
        for run in per[side]:
            funcs |= set(run[idx])
    rows = []
    for fn in funcs:
        mb = sum(r[idx].get(fn, 0.0) for r in per['before']) / len(per['before'])
        ma = sum(r[idx].get(fn, 0.0) for r in per['after']) / len(per['after'])
        runs_b = [r[idx].get(fn, 0.0) for r in per['before']]
        runs_a = [r[idx].get(fn, 0.0) for r in per['after']]
        rows.append((abs(ma - mb), fn, mb, ma, runs_b, runs_a))
    rows.sort(reverse=True)
    print(f"\n== {kind} share, mean before -> mean after (per run), largest differences first")
    for d, fn, mb, ma, rb, ra in rows[:12]:
        print(f"  {ma - mb:+6.2f} pp  {mb:6.2f}% -> {ma:6.2f}%  {fn}   before {rb} after {ra}")
