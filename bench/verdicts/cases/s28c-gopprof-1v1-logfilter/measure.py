#!/usr/bin/env python3
# Usage: pprof_share.py REGEX file.pb.gz ...  -> samples and share of samples with a frame matching REGEX on the stack
import re, subprocess, sys
rx = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    out = subprocess.run(["go", "tool", "pprof", "-traces", f], capture_output=True, text=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")[1:]
    tot = hit = 0
    for b in blocks:
        lines = [l for l in b.strip("\n").split("\n") if l.strip()]
        if not lines: continue
        first = lines[0].split()
        ms = first[0]
        v = float(ms[:-2]) if ms.endswith("ms") else float(ms[:-1]) * 1000
        n = v / 10.0  # 100 Hz -> 10ms per sample
        frames = [first[1]] + [l.strip().split()[0] for l in lines[1:]]
        tot += n
        if any(rx.match(fr) for fr in frames): hit += n
    print(f"{f}: samples={tot:.0f} hit={hit:.0f} share={100*hit/tot:.1f}%")
