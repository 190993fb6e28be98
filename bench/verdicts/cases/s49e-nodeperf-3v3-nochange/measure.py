#!/usr/bin/env python3
"""Measures run-N.perf.txt[.gz] (perf script output): per run, sample count and inclusive
share (% of samples whose stack has a frame whose symbol matches) of the main functions."""
import glob, gzip, os, re

PATTERNS = [
    ('runBatch', r'\bJS:[*^~]?runBatch\b'),
    ('makeLines', r'\bJS:[*^~]?makeLines\b'),
    ('makeAccount', r'\bJS:[*^~]?makeAccount\b'),
    ('renderInvoice', r'\bJS:[*^~]?renderInvoice\b'),
    ('priceLines', r'\bJS:[*^~]?priceLines\b'),
    ('Hash update (JS:update)', r'\bJS:[*^~]?update\b'),
    ('any JS: frame', r'\bJS:'),
    ('GC (Heap::/Scavenger)', r'Heap::|Scavenger|MarkCompact'),
    ('node::Start', r'node::Start\b'),
]

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
            elif not line[0].isspace():
                cur = []
            elif cur is not None:
                parts = line.strip().split(None, 1)
                sym = parts[1] if len(parts) > 1 else ''
                cur.append(re.sub(r'\s+\([^()]*\)$', '', sym))
    if cur is not None:
        yield cur

here = os.path.dirname(os.path.abspath(__file__))
rx = [(l, re.compile(r)) for l, r in PATTERNS]
for side in ('before', 'after'):
    for path in sorted(glob.glob(os.path.join(here, side, 'run-*.perf.txt*'))):
        ss = list(samples(path))
        n = len(ss)
        row = [f'{side}/{os.path.basename(path)} samples={n}']
        for l, r in rx:
            k = sum(1 for st in ss if any(r.search(s) for s in st))
            row.append(f'{l}={100.0*k/n:.1f}%')
        print('  '.join(row))
