#!/usr/bin/env python3
"""Inclusive sample counts per function (line numbers stripped) in a py-spy raw (folded) file."""
import re, sys
from collections import Counter
for path in sys.argv[1:]:
    incl, tot = Counter(), 0
    for line in open(path):
        stack, n = line.rstrip("\n").rsplit(" ", 1)
        n = int(n); tot += n
        for f in {re.sub(r" \(.*\)$", "", fr) for fr in stack.split(";")}:
            incl[f] += n
    print(path, "samples", tot)
    print("  ", ", ".join(f"{k} {100*v/tot:.1f}%" for k, v in incl.most_common(9)))
