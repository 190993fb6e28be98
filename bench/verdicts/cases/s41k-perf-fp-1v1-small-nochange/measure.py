#!/usr/bin/env python3
"""Independent reader for plain `perf script` output (optionally .gz).
Per run: total samples and inclusive share (% of samples whose stack contains the symbol)."""
import glob, gzip, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["fill_block", "mix_block", "bucket_block", "main"]

def samples(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt", errors="replace") as fh:
        cur = None
        for line in fh:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
            elif line[0] not in " \t":
                cur = []          # header line of a new sample
            elif cur is not None:
                parts = line.strip().split(None, 1)
                sym = parts[1] if len(parts) > 1 else "?"
                sym = re.sub(r"\s+\(.*\)$", "", sym)   # drop ' (dso)'
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                cur.append(sym)
        if cur is not None:
            yield cur

print("%-7s %-18s %7s " % ("side", "file", "samples") + " ".join("%14s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        total = 0
        inc = {f: 0 for f in FUNCS}
        for st in samples(p):
            total += 1
            s = set(st)
            for f in FUNCS:
                if f in s:
                    inc[f] += 1
        print("%-7s %-18s %7d " % (side, os.path.basename(p), total) +
              " ".join("%6d %6.1f%%" % (inc[f], 100.0 * inc[f] / total) for f in FUNCS))
