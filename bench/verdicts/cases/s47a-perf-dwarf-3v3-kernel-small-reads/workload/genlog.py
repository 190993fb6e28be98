#!/usr/bin/env python3
"""Deterministic synthetic access log: genlog.py OUT NLINES"""
import random, sys
out, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(47)
paths = ["/api/users/%d", "/api/orders/%d/items", "/static/app.js", "/static/css/site.css",
         "/api/search?q=%d", "/health", "/api/products/%d/reviews/%d", "/login", "/api/cart/%d"]
methods = ["GET"] * 8 + ["POST", "PUT", "DELETE"]
with open(out, "w") as f:
    buf = []
    for i in range(n):
        p = rng.choice(paths)
        k = p.count("%d")
        p = p % tuple(rng.randrange(1, 100000) for _ in range(k)) if k else p
        st = rng.choices([200, 201, 304, 404, 500, 503], [80, 5, 8, 4, 2, 1])[0]
        buf.append("10.%d.%d.%d %s %s %d %d %d\n" % (rng.randrange(256), rng.randrange(256), rng.randrange(256),
                   rng.choice(methods), p, st, rng.randrange(100, 90000), int(rng.expovariate(1/3000))))
        if len(buf) >= 10000:
            f.write("".join(buf)); buf = []
    f.write("".join(buf))
