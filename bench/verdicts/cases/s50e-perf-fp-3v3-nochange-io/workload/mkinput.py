#!/usr/bin/env python3
# Deterministic text input (log-like lines), ~SIZE MiB.
import random, sys
out, size = sys.argv[1], int(sys.argv[2]) * 1024 * 1024
rng = random.Random(50)
words = ["alpha", "beta", "gamma", "delta", "request", "GET", "POST", "/api/v1/items", "status=200", "status=404", "latency_ms=", "user", "session", "cache-miss", "cache-hit"]
chunk = []
for i in range(20000):
    chunk.append("%08d %s\n" % (i, " ".join(rng.choice(words) for _ in range(rng.randint(4, 14)))))
block = "".join(chunk).encode()
with open(out, "wb") as f:
    w = 0
    while w < size:
        f.write(block); w += len(block)
