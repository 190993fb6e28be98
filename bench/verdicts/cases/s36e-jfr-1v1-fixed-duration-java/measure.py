#!/usr/bin/env python3
"""Per run: share of jdk.ExecutionSample events whose stack contains the culprit.
Reads the .jfr files with the JDK's `jfr print --events jdk.ExecutionSample --stack-depth 128`.
Culprit = the String.format/Formatter frames under OrderPricer.priceOrder (the new log-message building);
also prints the inclusive share of priceOrder itself (which contains the format call after the change)."""
import collections, glob, os, re, subprocess, sys
D = os.path.dirname(os.path.abspath(__file__))
FMT = re.compile(r'^(java\.lang\.String\.format\b|java\.util\.Formatter)')
PRICE = re.compile(r'^OrderPricer\.priceOrder\b')
def stacks(path):
    if path.endswith('.gz'):  # jfr needs a plain file: decompress to a temp copy
        import gzip, shutil, tempfile
        with tempfile.NamedTemporaryFile(suffix='.jfr', delete=False) as tmp, gzip.open(path, 'rb') as src:
            shutil.copyfileobj(src, tmp)
        try:
            yield from stacks(tmp.name)
        finally:
            os.unlink(tmp.name)
        return
    out = subprocess.run(['jfr', 'print', '--events', 'jdk.ExecutionSample', '--stack-depth', '128', path],
                         capture_output=True, text=True, check=True).stdout
    cur = None
    for line in out.splitlines():
        s = line.strip()
        if s.startswith('stackTrace = ['):
            cur = []
        elif cur is not None:
            if s == ']' or s.startswith('...'):
                if s == ']': yield cur; cur = None
            else:
                cur.append(s)
top = int(sys.argv[1]) if len(sys.argv) > 1 else 0
for side in ('before', 'after'):
    for p in sorted(glob.glob(os.path.join(D, side, 'run-*.jfr*'))):
        n = fmt = price = 0
        leaf = collections.Counter()
        for st in stacks(p):
            n += 1
            if any(FMT.search(f) for f in st): fmt += 1
            if any(PRICE.search(f) for f in st): price += 1
            if st: leaf[re.sub(r'\(.*', '', st[0])] += 1
        print(f"{side}/{os.path.basename(p)}: samples={n} format/Formatter={fmt} ({100.0*fmt/max(n,1):.1f}%) "
              f"priceOrder-inclusive={price} ({100.0*price/max(n,1):.1f}%)")
        if top: print('   leaf top:', ', '.join(f"{k}={100.0*v/n:.1f}%" for k, v in leaf.most_common(top)))
