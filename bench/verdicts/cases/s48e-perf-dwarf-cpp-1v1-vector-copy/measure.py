#!/usr/bin/env python3
"""Inclusive share of samples whose stack has any frame (sym) matching a regex.
usage: measure.py REGEX FILE...   (perf script text, optionally .gz)"""
import gzip, re, sys
def stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if not line[0].isspace():
                cur = []; continue
            parts = line.strip().split(None, 1)
            sym = parts[1] if len(parts) > 1 else '[unknown]'
            sym = re.sub(r' \((inlined|[^()]*)\)$', '', sym)
            cur.append(sym)
    if cur is not None: yield cur
rx = re.compile(sys.argv[1])
for p in sys.argv[2:]:
    n = hit = 0
    for st in stacks(p):
        n += 1
        if any(rx.search(s) for s in st): hit += 1
    print(f"{p}: samples={n} hit={hit} share={100.0*hit/max(n,1):.1f}%")
