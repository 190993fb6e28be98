#!/usr/bin/env python3
"""Generate N fixed-width (9-digit, zero-padded) uniform random integers, one per line.
Same N => identical file size; only the seed differs."""
import random, sys
seed, n, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(seed)
with open(out, "w") as f:
    f.write("".join("%09d\n" % rng.randrange(1_000_000_000) for _ in range(n)))
