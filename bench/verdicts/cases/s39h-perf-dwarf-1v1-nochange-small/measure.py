#!/usr/bin/env python3
"""Independent measurement of perf-script profiles (plain `perf script` text, optionally .gz).
For every before/after run prints total samples and, per watched function, the samples whose
stack contains it (inclusive) and that share in %. Also the self (leaf) share."""
import gzip, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = sys.argv[1:] or ["fill_random", "crc_block", "merge_sort", "window_stats", "__memcpy_avx_unaligned_erms", "main"]

def read_samples(path):
    op = gzip.open if path.endswith(".gz") else open
    samples, cur = [], None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    samples.append(cur); cur = None
                continue
            if not line[0].isspace():          # sample header line
                if cur is not None: samples.append(cur)
                cur = []
                continue
            parts = line.strip().split(None, 1)   # "addr sym+off (dso)"
            if len(parts) < 2 or cur is None: continue
            sym = re.sub(r"\s+\(.*\)$", "", parts[1])
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            cur.append(sym)
    if cur is not None: samples.append(cur)
    return samples

def main():
    print("%-7s %-22s %8s  " % ("side", "file", "samples") +
          "  ".join("%-22s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            s = read_samples(p)
            n = len(s)
            cells = []
            for fn in FUNCS:
                inc = sum(1 for st in s if fn in st)
                slf = sum(1 for st in s if st and st[0] == fn)
                cells.append("%5d %5.1f%% (self %4.1f%%)" % (inc, 100.0 * inc / n, 100.0 * slf / n) if n else "-")
            print("%-7s %-22s %8d  " % (side, os.path.basename(p), n) + "  ".join("%-22s" % c for c in cells))

if __name__ == "__main__":
    main()
