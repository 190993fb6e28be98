#!/usr/bin/env python3
"""share.py REGEX FILE... : for folded files ("f1;f2;... count"), print total samples,
samples with a frame matching REGEX (re.match, anchored at frame start) on the stack, and share."""
import re, sys, gzip
pat = re.compile(sys.argv[1])
for fn in sys.argv[2:]:
    op = gzip.open if fn.endswith('.gz') else open
    tot = hit = 0
    with op(fn, 'rt') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line: continue
            stack, _, n = line.rpartition(' ')
            n = int(n); tot += n
            if any(pat.match(fr) for fr in stack.split(';')): hit += n
    print(f"{fn}\ttotal={tot}\tculprit={hit}\tshare={100.0*hit/tot:.1f}%")
