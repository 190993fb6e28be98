#!/usr/bin/env python3
"""Writes the deterministic routing config read by routesim: gen_config.py OUT [N]."""
import random, sys
out = sys.argv[1]; n = int(sys.argv[2]) if len(sys.argv) > 2 else 900000
rng = random.Random(20291)
with open(out, "w") as f:
    for i in range(n):
        f.write("route.%05d = %d.%d.%d.0/%d weight=%.3f hops=%d tag=%d\n" % (
            i, rng.randrange(256), rng.randrange(256), rng.randrange(256), 16 + rng.randrange(9),
            rng.randrange(100000) / 1000.0, 1 + rng.randrange(15), rng.randrange(64)))
