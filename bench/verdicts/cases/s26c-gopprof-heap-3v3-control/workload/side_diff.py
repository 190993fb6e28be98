#!/usr/bin/env python3
"""Per-function inclusive share per run, and the difference of side means.
Usage: side_diff.py TYPE  (reads before/run-*.pb.gz and after/run-*.pb.gz)"""
import glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pprof_share import load

t = sys.argv[1]
shares = {}
for side in ("before", "after"):
    for p in sorted(glob.glob(side + "/run-*.pb.gz")):
        types, stacks = load(p)
        k = [x.split("/")[0] for x in types].index(t)
        tot = sum(v[k] for _, v in stacks); inc = {}
        for names, v in stacks:
            for n in set(names):
                inc[n] = inc.get(n, 0) + v[k]
        for n, v in inc.items():
            shares.setdefault(n, {}).setdefault(side, {})[p] = 100.0 * v / tot
nb = len(glob.glob("before/run-*.pb.gz")); na = len(glob.glob("after/run-*.pb.gz"))
rows = []
for n, d in shares.items():
    b = d.get("before", {}); a = d.get("after", {})
    mb = sum(b.values()) / nb; ma = sum(a.values()) / na
    rows.append((abs(ma - mb), n, sorted(b.values()), sorted(a.values()), ma - mb))
rows.sort(reverse=True)
print("%s: largest differences of side means (inclusive)" % t)
for _, n, b, a, d in rows[:8]:
    print("  %+6.2f pp  %-32s before %s  after %s" % (d, n, " ".join("%.1f" % x for x in b), " ".join("%.1f" % x for x in a)))
