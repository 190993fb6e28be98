#!/usr/bin/env python3
"""Independent measure: parses plain `perf script` output (before/after run-*.perf.txt[.gz]) and prints per run
the sample count and the inclusive share (% of samples whose stack contains a frame matching the name)."""
import glob, gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [r"main::tokenize_lines", r"main::checksum_block", r"main::score_matrix", r"main::main"]
OFF = re.compile(r"\+0x[0-9a-f]+$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
            elif not line[0].isspace():
                if cur is not None:
                    yield cur
                cur = []
            else:
                parts = line.strip().split(None, 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r"\s+\([^()]*\)$", "", sym)   # drop " (dso)"
                cur.append(OFF.sub("", sym))
    if cur is not None:
        yield cur

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        st = list(samples(path))
        n = len(st)
        print(f"{side}/{os.path.basename(path)}: samples={n}")
        for fn in FUNCS:
            k = sum(1 for s in st if fn in s)
            print(f"   {fn:28s} {k:6d}  {100.0*k/max(n,1):6.2f}%")
        nomain = sum(1 for s in st if "main::main" not in s and "main" not in s)
        print(f"   (samples with no main frame: {nomain})")
