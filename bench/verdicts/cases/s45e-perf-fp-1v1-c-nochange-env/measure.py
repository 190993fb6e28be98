#!/usr/bin/env python3
"""Independent measure over `perf script` text (gzipped or not): per run, sample count and
inclusive share (% of samples whose stack contains a matching frame)."""
import glob, gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["main", "ingest", "gen_line", "parse_line", "hash_path", "update_bucket", "summarize",
         "__vfprintf_internal", "__strtoul_internal", "qsort", "[unknown]"]
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur, in_sample = [], False
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                if in_sample: yield cur
                cur, in_sample = [], False
                continue
            if line[0] in "\t ":
                parts = line.split(None, 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r" \([^()]*\)$", "", sym)
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                cur.append(sym)
            else:
                in_sample = True
    if in_sample: yield cur
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        tot = 0; hits = {n: 0 for n in NAMES}
        for st in samples(f):
            tot += 1
            for n in NAMES:
                if n in st: hits[n] += 1
        print(f"{side}/{os.path.basename(f)} samples={tot} " + " ".join(f"{n}={100*hits[n]/tot:.1f}%" for n in NAMES))
