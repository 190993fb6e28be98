#!/usr/bin/env python3
"""Deterministic input generator: gen.py OUT [N] [SEED]"""
import random, sys
out = sys.argv[1]; n = int(sys.argv[2]) if len(sys.argv) > 2 else 400000
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 7)
with open(out, "w") as fh:
    for i in range(n):
        fh.write("%d,acct-%05d,%d,%s\n" % (i, rng.randrange(20000), rng.randrange(1, 100000), "DC"[rng.randrange(2)]))
