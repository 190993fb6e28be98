#!/usr/bin/env python3
"""Folded / py-spy raw files: total samples and share of samples with a frame matching REGEX
(frames are 'name (file:line)' separated by ';', count at the end of the line)."""
import re, sys
rx = re.compile(sys.argv[1])
for fn in sys.argv[2:]:
    tot = hit = 0
    for line in open(fn):
        line = line.rstrip('\n')
        if not line: continue
        stack, _, n = line.rpartition(' ')
        n = int(n); tot += n
        if any(rx.match(f.strip()) for f in stack.split(';')):
            hit += n
    print(f"{fn}: samples={tot} hit={hit} share={100.0*hit/max(tot,1):.1f}%")
