#!/usr/bin/env python3
"""For each py-spy raw file: samples with score on the stack, bucketed by the number of walk frames above it."""
import sys
from collections import Counter
for path in sys.argv[1:]:
    c = Counter()
    for line in open(path):
        stack, _, cnt = line.rstrip('\n').rpartition(' ')
        names = [f.split(' (')[0] for f in stack.split(';')]
        if 'score' in names:
            c[names.count('walk') // 5 * 5] += int(cnt)
    print(path.split('/cases/')[-1], ' '.join(f"{k}-{k+4}:{c[k]}" for k in sorted(c)))
