#!/usr/bin/env python3
"""Independent measurement of py-spy --format raw profiles (collapsed stacks
"func (file:line);func2 (file:line) N"). Per run: total samples and the inclusive share
(% of samples whose stack contains the function).
Functions are matched on name AND file ("main" in ledger.py, not site.py's own `main` frame
that appears in interpreter start-up stacks). "<importlib>" = any frame in <frozen importlib...>
(interpreter start-up imports, triggered by a .pth file in site-packages)."""
import glob, gzip, os, re, sys

FUNCS = [("score_entries", "ledger.py"), ("load_entries", "ledger.py"), ("rollup", "ledger.py"),
         ("main", "ledger.py"), ("Random.randrange", "random.py"), ("<importlib>", None)]
FRAME = re.compile(r"^(.*) \((.*?)(?::\d+)?\)$")

def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    total = 0
    counts = {f: 0 for f in FUNCS}
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stack, _, n = line.rpartition(" ")
            n = int(n)
            total += n
            keys = set()
            for fr in stack.split(";") if stack else []:
                m = FRAME.match(fr)
                if not m:
                    keys.add((fr, None)); continue
                name, fname = m.group(1), m.group(2)
                keys.add((name, os.path.basename(fname)))
                if "<frozen importlib" in fname:
                    keys.add(("<importlib>", None))
            for k in FUNCS:
                if k in keys:
                    counts[k] += n
    return total, counts

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(base, side, "run-*.raw.txt*"))):
            n, counts = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for k in FUNCS:
                print(f"   {k[0]:18s} {counts[k]:6d}  {100.0*counts[k]/max(n,1):6.2f}%")

if __name__ == "__main__":
    main()
