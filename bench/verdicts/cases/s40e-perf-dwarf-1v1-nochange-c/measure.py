#!/usr/bin/env python3
"""Independent measurement for s40e-perf-dwarf-1v1-nochange-c.

Parses plain `perf script` output (gzipped): a header line per sample followed by one
frame per line `<addr> <sym>+0x<off> (<dso>)`, blank line between samples. Prints per run
the sample count and the inclusive share (% of samples whose stack contains the symbol)
of the main functions, plus the share of samples whose stack reaches `main` (unwind health)."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "fill_transactions", "xorshift64", "merge_sort", "merge_runs", "txn_less",
         "bucket_totals", "checksum", "__memcpy_avx_unaligned_erms", "asm_exc_page_fault"]
FRAME = re.compile(r"^\s*[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")

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
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                cur.append(sym)
    if cur is not None:
        yield cur

def measure(path):
    total = 0
    hits = {f: 0 for f in FUNCS}
    for st in samples(path):
        total += 1
        s = set(st)
        for f in FUNCS:
            if f in s:
                hits[f] += 1
    return total, hits

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            total, hits = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for f in FUNCS:
                print(f"    {f:30s} {hits[f]:6d}  {100.0*hits[f]/total:6.2f}%")

if __name__ == "__main__":
    main()
