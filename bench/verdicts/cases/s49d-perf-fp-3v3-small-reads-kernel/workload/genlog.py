#!/usr/bin/env python3
# Deterministic access-log generator: genlog.py OUT NLINES
import random, sys
out, n = sys.argv[1], int(sys.argv[2])
r = random.Random(49)
eps = ["/api/v%d/%s/%s" % (v, a, b) for v in (1, 2) for a in ("users", "orders", "items", "carts", "search", "auth")
       for b in ("list", "get", "update", "delete", "stats", "export", "import", "batch")]
with open(out, "w") as f:
    for i in range(n):
        ep = eps[min(int(r.expovariate(0.08)), len(eps) - 1)]
        st = 200 if r.random() < 0.93 else r.choice((301, 404, 500, 503))
        f.write("%d u%05d %s %d %d %d\n" % (1700000000 + i, r.randrange(50000), ep, st, r.randrange(200, 90000), r.randrange(100, 200000)))
