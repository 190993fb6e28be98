#!/usr/bin/env python3
"""Share of samples whose stack contains checksum_record (the culprit), per run, from the perf script text."""
import glob, gzip, os, re
D = os.path.dirname(os.path.abspath(__file__))
CULPRIT = re.compile(r'\bchecksum_record\b')
def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        stack = []
        for line in f:
            if line.strip() == '':
                if stack: yield stack
                stack = []
            elif line.startswith(('\t', ' ')):
                parts = line.split(None, 1)
                stack.append(parts[1] if len(parts) > 1 else '')
            else:
                stack = ['#hdr']
        if stack: yield stack
for side in ('before', 'after'):
    for p in sorted(glob.glob(os.path.join(D, side, 'run-*'))):
        n = hit = 0
        for st in samples(p):
            n += 1
            if any(CULPRIT.search(fr) for fr in st[1:]): hit += 1
        print(f"{side}/{os.path.basename(p)}: samples={n} culprit={hit} share={100.0*hit/max(n,1):.1f}%")
