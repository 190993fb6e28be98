#!/usr/bin/env python3
"""Inclusive share of frames matching a regex in folded ('a;b;c N') files."""
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
            if any(pat.search(fr) for fr in stack.split(';')): hit += n
    print("%s samples=%d match=%d share=%.1f%%" % (fn, tot, hit, 100.0 * hit / max(tot, 1)))
