#!/usr/bin/env python3
"""Culprit share in a py-spy --format raw file: samples whose stack has a frame matching REGEX / all samples."""
import re, sys
rx = re.compile(sys.argv[1])
for p in sys.argv[2:]:
    tot = hit = 0
    for line in open(p):
        line = line.rstrip('\n')
        if not line: continue
        stack, _, n = line.rpartition(' ')
        n = int(n); tot += n
        if any(rx.match(f) for f in stack.split(';')): hit += n
    print(f'{p}\tsamples={tot}\tculprit={hit}\tshare={100*hit/tot:.1f}%')
