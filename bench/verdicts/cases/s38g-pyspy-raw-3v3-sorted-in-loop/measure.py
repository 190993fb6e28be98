#!/usr/bin/env python3
"""Independent measurement of py-spy --format raw files (run-N.raw.txt[.gz]).
Per run: total samples; per function inclusive share (% of samples whose stack contains it)."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(sys.argv[0]))
FUNCS = ["build_group_report", "parse_rows", "score_regions", "group_rows", "make_rows",
         "format_report", "main"]

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stack, _, cnt = line.rpartition(" ")
            names = set(re.sub(r"\s+\(.*\)$", "", fr.strip()) for fr in stack.split(";") if fr.strip())
            yield names, int(cnt)

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
        tot = 0; inc = {f: 0 for f in FUNCS}
        for names, n in read(p):
            tot += n
            for f in FUNCS:
                if f in names: inc[f] += n
        print(f"{side}/{os.path.basename(p)} samples={tot} " +
              " ".join(f"{f}={100.0*inc[f]/tot:.1f}%({inc[f]})" for f in FUNCS))
