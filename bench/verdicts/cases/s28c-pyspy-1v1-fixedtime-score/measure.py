#!/usr/bin/env python3
# Usage: folded_share.py REGEX file ...  (folded/raw stacks: "f1;f2;...;fn COUNT", .gz ok)
# Prints total samples and samples with any frame matching REGEX (re.match at frame start).
import gzip, re, sys
rx = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    op = gzip.open if f.endswith(".gz") else open
    tot = hit = 0
    with op(f, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line: continue
            stack, _, cnt = line.rpartition(" ")
            try: c = int(cnt)
            except ValueError: continue
            tot += c
            if any(rx.match(fr) for fr in stack.split(";")): hit += c
    print(f"{f}: samples={tot} hit={hit} share={100*hit/max(tot,1):.1f}%")
