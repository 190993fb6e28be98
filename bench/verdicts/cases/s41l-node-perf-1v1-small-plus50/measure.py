#!/usr/bin/env python3
"""Independent measure: parses plain `perf script` output (before/after run-*.perf.txt[.gz]) and prints per run
the sample count and the inclusive share (% of samples whose stack has a frame matching the regex)."""
import glob, gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [r"\btallyWords\b", r"\bformatLines\b", r"\bchecksumRows\b", r"report\.js:1:1",
         r"Builtins_FindOrderedHashMapEntry", r"__fmod_finite"]
OFF = re.compile(r"\+0x[0-9a-f]+$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif not line[0].isspace():
                if cur is not None: yield cur
                cur = []
            else:
                parts = line.strip().split(None, 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r"\s+\([^()]*\)$", "", sym)   # drop " (dso)"
                cur.append(OFF.sub("", sym))
    if cur is not None: yield cur

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        st = list(samples(path))
        n = len(st)
        print(f"{side}/{os.path.basename(path)}: samples={n}")
        for rx in FUNCS:
            r = re.compile(rx)
            k = sum(1 for s in st if any(r.search(x) for x in s))
            print(f"   {rx:36s} {k:6d}  {100.0*k/max(n,1):6.2f}%")
