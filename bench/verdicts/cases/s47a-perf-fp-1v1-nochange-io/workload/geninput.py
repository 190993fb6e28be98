#!/usr/bin/env python3
"""Deterministic semi-compressible input (CSV-like telemetry rows): geninput.py OUT NROWS"""
import random, sys
out, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(4701)
hosts = ["web-%02d.dc%d.example.net" % (i, i % 3) for i in range(40)]
metrics = ["cpu.user", "cpu.system", "mem.rss", "disk.read_bytes", "disk.write_bytes", "net.rx", "net.tx"]
with open(out, "w") as f:
    t = 1700000000
    buf = []
    for i in range(n):
        t += rng.randrange(0, 3)
        buf.append("%d,%s,%s,%.3f,%08x\n" % (t, rng.choice(hosts), rng.choice(metrics),
                   rng.lognormvariate(3, 1.5), rng.getrandbits(32)))
        if len(buf) >= 10000:
            f.write("".join(buf)); buf = []
    f.write("".join(buf))
