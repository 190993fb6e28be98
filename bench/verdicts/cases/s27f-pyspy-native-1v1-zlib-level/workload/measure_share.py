#!/usr/bin/env python3
"""Own measurement on py-spy --format raw (collapsed stacks: 'f1;f2;...;fn count').
Prints inclusive share of samples whose stack has a frame matching the regex, and self share."""
import re, sys
pat = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    tot = inc = slf = 0
    for line in open(path):
        line = line.rstrip("\n")
        if not line: continue
        stack, _, n = line.rpartition(" ")
        n = int(n); frames = stack.split(";")
        tot += n
        if any(pat.search(f) for f in frames): inc += n
        if pat.search(frames[-1]): slf += n
    print(f"{path}\tsamples={tot}\tinclusive={100*inc/tot:.1f}%\tself={100*slf/tot:.1f}%")
