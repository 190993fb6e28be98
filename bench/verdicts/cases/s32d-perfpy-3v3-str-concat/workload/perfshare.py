#!/usr/bin/env python3
"""Share of samples with a frame matching REGEX anywhere on the stack, per perf-script file (.gz ok).
usage: perfshare.py REGEX FILE..."""
import gzip, re, sys
rx = re.compile(sys.argv[1])
for fn in sys.argv[2:]:
    op = gzip.open if fn.endswith('.gz') else open
    total = hit = 0
    with op(fn, 'rt', errors='replace') as f:
        block = []
        for line in f.read().split('\n\n'):
            lines = [l for l in line.split('\n') if l.strip()]
            if not lines: continue
            total += 1
            frames = []
            for l in lines[1:]:
                parts = l.strip().split(None, 1)
                if len(parts) == 2:
                    frames.append(parts[1])
            if any(rx.match(fr) for fr in frames):
                hit += 1
    print(f"{fn}: samples={total} hit={hit} share={100.0*hit/max(total,1):.1f}%")
