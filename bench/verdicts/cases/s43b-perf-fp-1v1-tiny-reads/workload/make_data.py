#!/usr/bin/env python3
"""Writes a deterministic 48 MiB CSV-like data file."""
import random, sys
path = sys.argv[1]
size = 48 * 1024 * 1024
rnd = random.Random(43)
words = ["alpha", "beta", "gamma", "delta", "1234", "56.78", "x", "yz", "quux", "2024-01-01"]
out, n = [], 0
while n < size:
    line = ",".join(rnd.choice(words) for _ in range(8)) + "\n"
    out.append(line); n += len(line)
data = "".join(out).encode()[:size]
with open(path, "wb") as f:
    f.write(data)
