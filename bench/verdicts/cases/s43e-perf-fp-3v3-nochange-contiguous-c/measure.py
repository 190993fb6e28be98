#!/usr/bin/env python3
"""Independent measurement of plain `perf script` output (perf record -g).

Per run: number of samples (of the workload command), and the inclusive share (% of samples
whose stack contains the function) of each main function of the workload.
"""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["process", "fill_block", "crc32_block", "sort_buckets", "probe_table", "main"]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
                continue
            if not line[0].isspace():
                comm = line.split()[0]
                cur = (comm, set())
                continue
            if cur is None: continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2: continue
            sym = parts[1].rsplit(" (", 1)[0]
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            cur[1].add(sym)
    if cur is not None: yield cur

def main():
    files = sorted(glob.glob(os.path.join(HERE, "before", "run-*.perf.txt*"))) + sorted(glob.glob(os.path.join(HERE, "after", "run-*.perf.txt*")))
    print("%-24s %7s %s" % ("run", "samples", "  ".join("%13s" % f for f in FUNCS)))
    for path in files:
        ss = [names for comm, names in samples(path) if comm == "blocks"]
        n = len(ss)
        row = []
        for fn in FUNCS:
            hit = sum(1 for names in ss if fn in names)
            row.append("%12.1f%%" % (100.0 * hit / n if n else 0))
        print("%-24s %7d %s" % (os.path.relpath(path, HERE), n, "  ".join(row)))

if __name__ == "__main__":
    main()
