#!/usr/bin/env python3
"""Share of samples whose stack contains best_score (incl. its lambda key frames), per run, from py-spy raw."""
import collections, glob, gzip, os, re, sys
D = os.path.dirname(os.path.abspath(__file__))
CULPRIT = re.compile(r'^best_score\b')
for side in ('before', 'after'):
    for p in sorted(glob.glob(os.path.join(D, side, 'run-*'))):
        op = gzip.open if p.endswith('.gz') else open
        tot = hit = 0
        with op(p, 'rt') as f:
            for line in f:
                line = line.rstrip('\n')
                if not line: continue
                stack, n = line.rsplit(' ', 1)
                n = int(n); tot += n
                if any(CULPRIT.search(fr) for fr in stack.split(';')): hit += n
        print(f"{side}/{os.path.basename(p)}: samples={tot} culprit={hit} share={100.0*hit/max(tot,1):.1f}%")
