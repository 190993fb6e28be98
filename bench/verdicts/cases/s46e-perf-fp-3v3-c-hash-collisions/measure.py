#!/usr/bin/env python3
"""Independent measure: parses before/ and after/ `perf script` text (gzipped or not) and prints,
per run, the sample count and inclusive shares (% of samples whose stack contains a matching frame)."""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("table_probe", [r"^table_probe$"]),
    ("key_hash", [r"^key_hash$"]),
    ("table_lookup", [r"^table_lookup$"]),
    ("apply_order", [r"^apply_order$"]),
    ("price_line", [r"^price_line$"]),
    ("load_catalogue", [r"^load_catalogue$"]),
    ("process_batch", [r"^process_batch$"]),
    ("page_fault", [r"^exc_page_fault$"]),
]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur, started = [], False
    with op(path, "rt") as fh:
        for line in fh:
            if not line.strip():
                if started: yield cur
                cur, started = [], False
                continue
            if line[0] not in " \t":
                started = True; cur = []
                continue
            parts = line.strip().split(None, 1)
            if len(parts) == 2:
                cur.append(parts[1].rsplit(" (", 1)[0])
    if started: yield cur

def main():
    culprit = [re.compile(r) for r in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
    groups = [(n, [re.compile(r) for r in rs]) for n, rs in GROUPS] + [("CULPRIT_UNION", culprit)]
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n = 0; hits = [0] * len(groups)
            for st in samples(p):
                n += 1
                for gi, (_, rs) in enumerate(groups):
                    if any(r.search(f) for f in st for r in rs): hits[gi] += 1
            print(f"{side}/{os.path.basename(p)} samples={n} " +
                  " ".join(f"{name}={100.0*h/n:.1f}%" for (name, _), h in zip(groups, hits)))

main()
