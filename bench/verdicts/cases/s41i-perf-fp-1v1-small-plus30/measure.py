#!/usr/bin/env python3
"""Independent measurement of plain `perf script` output (.perf.txt / .perf.txt.gz).
Per run: number of samples (event blocks) and the inclusive share (% of samples whose call
chain contains the function)."""
import glob, gzip, os, re, sys

FUNCS = ["filter_packets", "checksum_packets", "histogram_packets", "main"]
FRAME = re.compile(r"^\s+[0-9a-fA-F]+\s+(.+?)\s+\((.*)\)\s*$")

def blocks(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if cur is None:
                cur = []  # header line
                continue
            m = FRAME.match(line)
            if m:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                cur.append(sym)
    if cur is not None:
        yield cur

def measure(path):
    total = 0
    counts = {f: 0 for f in FUNCS}
    for frames in blocks(path):
        total += 1
        names = set(frames)
        for f in FUNCS:
            if f in names:
                counts[f] += 1
    return total, counts

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(base, side, "run-*.perf.txt*"))):
            n, counts = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for f in FUNCS:
                print(f"   {f:20s} {counts[f]:6d}  {100.0*counts[f]/max(n,1):6.2f}%")

if __name__ == "__main__":
    main()
