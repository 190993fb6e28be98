#!/usr/bin/env python3
"""Independent reader for the `perf script` text files of this case.

A sample is a header line followed by frame lines `addr symbol+0xoff (dso)`, ended by a blank
line. Prints per run: samples, and the inclusive share (% of samples whose stack contains a
frame whose symbol matches) of the main functions.  Inlined frames count too.
"""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
WATCH = [
    ("generate_orders", r"^generate_orders$"),
    ("snprintf", r"snprintf"),
    ("aggregate", r"^aggregate$"),
    ("sku_hash", r"^sku_hash$"),
    ("sort_by_value", r"^sort_by_value$"),
    ("checksum", r"^checksum$"),
    ("malloc/free", r"malloc|free|_int_"),
]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)(\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                cur.append(m.group(1))
    if cur is not None:
        yield cur


def main():
    pats = [(k, re.compile(p)) for k, p in WATCH]
    print("side | run | samples | " + " | ".join(k for k, _ in WATCH))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n = 0
            hits = {k: 0 for k, _ in WATCH}
            for st in samples(path):
                n += 1
                names = set(st)
                for k, p in pats:
                    if any(p.search(x) for x in names):
                        hits[k] += 1
            print(" | ".join([side, os.path.basename(path).split(".")[0], str(n)] +
                             ["%.1f%%" % (100.0 * hits[k] / n) for k, _ in WATCH]))


if __name__ == "__main__":
    main()
