#!/usr/bin/env python3
"""pprof2folded.py PROFILE > OUT.folded : sample counts per stack (root first) from
`go tool pprof -traces -sample_index=samples`; " (inline)" markers dropped."""
import subprocess, sys
out = subprocess.run(['go', 'tool', 'pprof', '-traces', '-sample_index=samples', sys.argv[1]],
                     capture_output=True, text=True, check=True).stdout
acc = {}
for block in out.split('-----------+-------------------------------------------------------')[1:]:
    lines = [l for l in block.split('\n') if l.strip()]
    if not lines: continue
    first = lines[0].split(None, 1)
    n = int(first[0])
    frames = [first[1].strip()] + [l.strip() for l in lines[1:]]
    frames = [f.replace(' (inline)', '') for f in frames]
    key = ';'.join(reversed(frames))
    acc[key] = acc.get(key, 0) + n
for k, n in acc.items():
    print(f"{k} {n}")
