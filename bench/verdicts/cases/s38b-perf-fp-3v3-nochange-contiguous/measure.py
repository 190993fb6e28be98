#!/usr/bin/env python3
"""Independent measurement: parse `perf script` output and print, per run, the
sample count and inclusive / self share of the program's main functions, then
the before/after mean, the spread, and the largest mean difference."""
import glob, gzip, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["hash_fields", "sort_bucket", "checksum", "generate_records", "next_rand", "tokenize", "main"]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif not line[0].isspace():
                stack = []
            elif stack is not None:
                parts = line.strip().split(None, 1)
                stack.append(parts[1] if len(parts) > 1 else parts[0])
        if stack is not None: yield stack

def main():
    rx = {f: re.compile(r"\b%s\b" % re.escape(f)) for f in FUNCS}
    kern = re.compile(r"\[kernel\.kallsyms\]")
    res = {}
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            st = list(samples(p)); n = len(st)
            row = {"n": n}
            for f, r in rx.items():
                row[f] = 100.0 * sum(1 for s in st if any(r.search(x) for x in s)) / n
                row[f + ":self"] = 100.0 * sum(1 for s in st if s and r.search(s[0])) / n
            row["kernel"] = 100.0 * sum(1 for s in st if any(kern.search(x) for x in s)) / n
            res.setdefault(side, []).append((os.path.basename(p), row))
    cols = FUNCS + ["kernel"]
    print("inclusive share % per run (self % in parentheses)")
    for side, runs in res.items():
        for name, row in runs:
            print(f"{side}/{name}: {row['n']} samples")
            for c in cols:
                extra = f"  (self {row[c + ':self']:5.2f})" if c in FUNCS else ""
                print(f"   {c:18s} {row[c]:6.2f}{extra}")
    print("\nsummary: mean before | mean after | diff (pp) | range before | range after")
    for c in cols:
        b = [r[c] for _, r in res["before"]]; a = [r[c] for _, r in res["after"]]
        print(f"   {c:18s} {statistics.mean(b):6.2f} | {statistics.mean(a):6.2f} | {statistics.mean(a)-statistics.mean(b):+5.2f} | "
              f"{min(b):.2f}-{max(b):.2f} | {min(a):.2f}-{max(a):.2f}")
main()
