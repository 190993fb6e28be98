#!/usr/bin/env python3
"""Inclusive share of the culprit frame (priceInvoice) per run, from perf script text."""
import gzip, os, re, glob
HERE = os.path.dirname(os.path.abspath(__file__))
PAT = re.compile(r'\bpriceInvoice\b')

def stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if cur is None: cur = []; continue   # header line
            parts = line.strip().split(None, 1)
            sym = re.sub(r'\s+\([^()]*\)$', '', parts[1]) if len(parts) > 1 else ''
            cur.append(sym)
    if cur is not None: yield cur

for side in ('before', 'after'):
    for p in sorted(glob.glob(os.path.join(HERE, side, 'run-*.perf.txt*'))):
        n = inc = slf = 0
        for fr in stacks(p):
            n += 1
            if any(PAT.search(x) for x in fr): inc += 1
            if fr and PAT.search(fr[0]): slf += 1
        print(f"{side}/{os.path.basename(p)}: samples={n} priceInvoice inclusive={inc} ({100*inc/n:.1f}%) self={slf} ({100*slf/n:.1f}%)")
