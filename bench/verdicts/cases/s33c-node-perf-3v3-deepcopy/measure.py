#!/usr/bin/env python3
"""Share of perf-script samples with a frame matching REGEX on the stack.
usage: measure_perf.py REGEX FILE... (.perf.txt or .perf.txt.gz)"""
import gzip, re, sys

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    stack = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif line[0] not in ' \t':
                stack = []
            elif stack is not None:
                # "\t    addr symbol+off (dso)"
                parts = line.strip().split(' ', 1)
                sym = parts[1] if len(parts) > 1 else ''
                sym = re.sub(r' \([^()]*\)$', '', sym)
                stack.append(re.sub(r'\+0x[0-9a-f]+$', '', sym))
    if stack is not None: yield stack

pat = re.compile(sys.argv[1])
for p in sys.argv[2:]:
    n = hit = 0
    for st in samples(p):
        n += 1
        if any(pat.search(s) for s in st): hit += 1
    print(f'{p}: samples={n} matching={hit} share={100.0*hit/max(n,1):.2f}%')
