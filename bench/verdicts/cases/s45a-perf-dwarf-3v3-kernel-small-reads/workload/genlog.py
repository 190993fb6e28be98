#!/usr/bin/env python3
"""Deterministic access-log generator: genlog.py OUT NLINES"""
import random, sys
out, n = sys.argv[1], int(sys.argv[2])
rnd = random.Random(45)
paths = [f"/api/v{v}/{r}/{i}" for v in (1, 2) for r in ("users", "orders", "items", "carts", "search") for i in range(120)]
methods = ["GET"] * 6 + ["POST", "PUT", "DELETE"]
with open(out, "w") as fh:
    t = 1700000000
    for k in range(n):
        t += rnd.randint(0, 3)
        ip = f"10.{rnd.randint(0,255)}.{rnd.randint(0,255)}.{rnd.randint(1,254)}"
        st = rnd.choice((200, 200, 200, 200, 201, 204, 304, 404, 500, 503))
        fh.write(f"{t} {ip} {rnd.choice(methods)} {rnd.choice(paths)} {st} {rnd.randint(0, 90000)} {int(rnd.expovariate(1/800))}\n")
