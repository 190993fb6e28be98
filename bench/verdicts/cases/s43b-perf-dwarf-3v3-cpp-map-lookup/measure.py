#!/usr/bin/env python3
"""Independent measurement of perf-script profiles (.perf.txt / .perf.txt.gz).

Per run: number of samples, and for each named pattern the inclusive share,
i.e. the % of samples whose stack contains at least one frame whose symbol
matches the regex. Also lists the top inclusive symbols of each run.
"""
import gzip, re, sys, glob, os
from collections import Counter

def read_samples(path):
    op = gzip.open if path.endswith('.gz') else open
    samples, cur = [], None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    samples.append(cur); cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2 or cur is None:
                continue
            sym = parts[1]
            m = re.match(r'(.*) \(([^()]*)\)$', sym)
            if m:
                sym = m.group(1)
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            cur.append(sym)
    if cur is not None:
        samples.append(cur)
    return samples

def main(patterns, topn=12):
    here = os.path.dirname(os.path.abspath(__file__))
    for side in ('before', 'after'):
        for path in sorted(glob.glob(os.path.join(here, side, 'run-*.perf.txt*'))):
            s = read_samples(path)
            n = len(s)
            print(f'{side}/{os.path.basename(path)}: samples={n}')
            for label, rx in patterns:
                r = re.compile(rx)
                k = sum(1 for st in s if any(r.search(fr) for fr in st))
                print(f'    {label:<28} {k:6d} samples  {100.0*k/max(n,1):6.1f}%')
            if topn:
                c = Counter()
                for st in s:
                    for fr in set(st):
                        c[fr] += 1
                print('    top inclusive symbols:')
                for fr, k in c.most_common(topn):
                    print(f'      {100.0*k/n:6.1f}%  {fr[:110]}')

PATTERNS = [
    ('lookup_price (culprit)', r'\blookup_price\b'),
    ('_Rb_tree anywhere', r'_Rb_tree'),
    ('_Hashtable anywhere', r'_Hashtable'),
    ('price_orders', r'\bprice_orders\b'),
    ('apply_discounts', r'\bapply_discounts\b'),
    ('hash_note', r'\bhash_note\b'),
    ('build_price_table', r'\bbuild_price_table\b'),
    ('generate_orders', r'\bgenerate_orders\b'),
]

if __name__ == '__main__':
    import re as _re
    # "_Rb_tree under lookup": samples whose stack has an _Rb_tree frame *and* lookup_price
    here = os.path.dirname(os.path.abspath(__file__))
    pats = [p for p in PATTERNS if p[1]]
    main(pats, topn=int(sys.argv[1]) if len(sys.argv) > 1 else 10)
    print('\n_Rb_tree / _Hashtable frames under lookup_price:')
    for side in ('before', 'after'):
        for path in sorted(glob.glob(os.path.join(here, side, 'run-*.perf.txt*'))):
            s = read_samples(path)
            n = len(s)
            rb = sum(1 for st in s if any('lookup_price' == f for f in st) and any('_Rb_tree' in f for f in st))
            ht = sum(1 for st in s if any('lookup_price' == f for f in st) and any('_Hashtable' in f or 'hash' in f.lower() for f in st))
            print(f'  {side}/{os.path.basename(path)}: n={n} rb_tree-under-lookup={rb} ({100*rb/n:.1f}%)  hashtable-under-lookup={ht} ({100*ht/n:.1f}%)')
