#!/usr/bin/env python3
"""Share of CPU samples whose stack contains a frame matching REGEX.
Usage: pprofshare.py REGEX file.pprof...   (uses `go tool pprof -traces`)"""
import re, subprocess, sys
pat = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    out = subprocess.run(["go", "tool", "pprof", "-traces", f], capture_output=True, text=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")
    total = hit = 0
    for b in blocks[1:]:
        lines = [l for l in b.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*(\S+)\s+(\S+)", lines[0])
        if not m:
            continue
        # first line: "<time> <leaf frame>", following lines: frames
        t = m.group(1)
        v = float(re.sub(r"[a-zµ]+$", "", t)) * {"s":1000,"ms":1,"us":0.001,"µs":0.001,"ns":1e-6}[re.search(r"[a-zµ]+$", t).group(0)]
        frames = [lines[0].split(None, 1)[1].strip()] + [l.strip() for l in lines[1:]]
        n = round(v / 10.0)  # 100 Hz -> 10 ms per sample
        total += n
        if any(pat.search(fr.replace(" (inline)", "")) for fr in frames):
            hit += n
    print(f"{f}: samples={total} hit={hit} share={100.0*hit/max(total,1):.1f}%")
