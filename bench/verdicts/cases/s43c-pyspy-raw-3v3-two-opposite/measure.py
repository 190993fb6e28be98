#!/usr/bin/env python3
"""Independent reader for the py-spy --format raw files of this case (collapsed stacks
'frame;frame;... COUNT', frames 'func (file:line)'). Per run: samples, and inclusive share
(% of samples whose stack contains a frame of that function) of the main functions."""
import glob, os, re, sys, gzip

FUNCS = [('CULPRIT enrich_order (+40%)', 'enrich_order'),
         ('rollup_totals (-40%)', 'rollup_totals'),
         ('parse_orders', 'parse_orders'),
         ('validate_order', 'validate_order'),
         ('main', 'main')]

def load(p):
    op = gzip.open if p.endswith('.gz') else open
    out = []
    for line in op(p, 'rt'):
        line = line.rstrip('\n')
        if not line: continue
        stack, n = line.rsplit(' ', 1)
        names = set()
        for fr in stack.split(';'):
            m = re.match(r'(.*?) \((.*)\)$', fr)
            names.add((m.group(1), m.group(2).split(':')[0]) if m else (fr, ''))
        out.append((int(n), names))
    return out

here = os.path.dirname(os.path.abspath(__file__))
paths = sys.argv[1:] or [p for side in ('before', 'after')
                         for p in sorted(glob.glob(os.path.join(here, side, 'run-*.raw.txt*')))]
for p in paths:
    s = load(p); tot = sum(c for c, _ in s)
    print(f'{os.path.relpath(p, here)}: samples={tot}')
    for label, fn in FUNCS:
        if fn is None: continue
        n = sum(c for c, ns in s if any(f == fn and file == 'orders.py' for f, file in ns))
        print(f'    {label:28s} {n:6d}  {100.0*n/tot:6.2f}%')
