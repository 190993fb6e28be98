#!/usr/bin/env python3
"""Generate a fixed-width event log: every line is exactly 31 bytes:
   'UUUUUUUU,LLLLLL,wwwwwwww,CCCCC\\n'  (user id, latency, 8-letter word, category)
Same distribution for every seed; only the seed differs between input files.
Usage: gen_input.py SEED NLINES OUT"""
import random, sys

seed, n, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(seed)
vocab = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(8)) for _ in range(4000)]
with open(out, "w") as f:
    lines = []
    for _ in range(n):
        uid = rng.randrange(100_000_000)
        lat = int(min(999_999, rng.lognormvariate(8, 1.2)))
        word = vocab[min(len(vocab) - 1, int(rng.paretovariate(1.2)) - 1)]
        cat = rng.randrange(100_000)
        lines.append("%08d,%06d,%s,%05d\n" % (uid, lat, word, cat))
    f.write("".join(lines))
