#!/usr/bin/env python3
"""Independent measurement of JFR recordings (run-N.jfr or run-N.jfr.gz).

Uses the JDK's `jfr print --json --stack-depth 1000 --events jdk.ExecutionSample`
(jfr print cuts stacks to 5 frames unless --stack-depth is given) and prints per run: samples,
samples per thread, truncated stacks, and the inclusive share (% of samples whose stack contains
a frame 'package.Class.method' matching the regex) of the main functions, plus the top list.
"""
import glob, gzip, json, os, re, shutil, subprocess, sys, tempfile
from collections import Counter

PATTERNS = [
    ('InventoryJob.main', r'\bInventoryJob\.main\b'),
    ('makeRecords', r'\bInventoryJob\.makeRecords\b'),
    ('parseRecords', r'\bInventoryJob\.parseRecords\b'),
    ('valueByWarehouse', r'\bInventoryJob\.valueByWarehouse\b'),
    ('rankBySku', r'\bInventoryJob\.rankBySku\b'),
    ('riskScore', r'\bInventoryJob\.riskScore\b'),
    ('java.util.Arrays.sort', r'\bjava\.util\.Arrays\.sort\b'),
    ('Double.parseDouble', r'\bjava\.lang\.Double\.parseDouble\b'),
    ('String.split', r'\bjava\.lang\.String\.split\b'),
]

def samples(path):
    tmp = None
    if path.endswith('.gz'):
        tmp = tempfile.NamedTemporaryFile(suffix='.jfr', delete=False)
        with gzip.open(path, 'rb') as f:
            shutil.copyfileobj(f, tmp)
        tmp.close()
        path = tmp.name
    try:
        out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '1000', '--events', 'jdk.ExecutionSample', path],
                             check=True, capture_output=True, text=True).stdout
    finally:
        if tmp:
            os.unlink(tmp.name)
    evs = json.loads(out)['recording']['events']
    res = []
    for e in evs:
        v = e['values']
        st = v.get('stackTrace') or {'frames': [], 'truncated': False}
        names = []
        for fr in st['frames']:
            m = fr['method']
            names.append(m['type']['name'].replace('/', '.') + '.' + m['name'])
        th = (v.get('sampledThread') or {}).get('javaName') or '?'
        res.append((names, th, st.get('truncated', False)))
    return res

def main(topn):
    here = os.path.dirname(os.path.abspath(__file__))
    for side in ('before', 'after'):
        for path in sorted(glob.glob(os.path.join(here, side, 'run-*.jfr*'))):
            ss = samples(path)
            n = len(ss)
            th = Counter(t for _, t, _ in ss)
            trunc = sum(1 for _, _, t in ss if t)
            print(f'{side}/{os.path.basename(path)}: samples={n} threads={dict(th)} truncated={trunc}')
            for label, rx in PATTERNS:
                r = re.compile(rx)
                k = sum(1 for names, _, _ in ss if any(r.search(x) for x in names))
                print(f'    {label:<24} {k:6d} samples  {100.0*k/max(n,1):6.1f}%')
            if topn:
                c = Counter()
                for names, _, _ in ss:
                    for x in set(names):
                        c[x] += 1
                print('    top inclusive frames:')
                for x, k in c.most_common(topn):
                    print(f'      {100.0*k/n:6.1f}%  {x}')

if __name__ == '__main__':
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
