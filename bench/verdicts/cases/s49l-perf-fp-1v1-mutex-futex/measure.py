#!/usr/bin/env python3
"""Per-run sample counts and inclusive shares (% of samples whose stack has a matching frame)."""
import gzip, glob, json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        stack = None
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif not line.startswith((' ', '\t')):
                stack = []
            else:
                parts = line.strip().split(None, 1)
                sym = parts[1] if len(parts) > 1 else '[unknown]'
                sym = re.sub(r'\s+\([^)]*\)$', '', sym)
                sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
                stack.append(sym)
        if stack is not None: yield stack
culprit = json.load(open(os.path.join(HERE, 'expected.json')))['culprit']
cols = [('culprit union', culprit)] + [(p, [p]) for p in culprit] + [(p, [p]) for p in sys.argv[1:]]
for side in ('before', 'after'):
    for path in sorted(glob.glob(os.path.join(HERE, side, 'run-*.perf.txt*'))):
        st = list(samples(path)); n = len(st)
        out = []
        for name, pats in cols:
            rx = [re.compile(p) for p in pats]
            k = sum(1 for s in st if any(r.search(fr) for fr in s for r in rx))
            out.append(f'{name}={100.0*k/n:.1f}%')
        print(side, os.path.basename(path), 'samples', n, ' '.join(out))
