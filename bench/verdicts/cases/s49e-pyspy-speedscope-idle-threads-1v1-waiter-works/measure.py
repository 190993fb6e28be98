#!/usr/bin/env python3
"""Measures run-N.speedscope.json[.gz] (py-spy --idle --threads): per run, for all threads
together and per thread, samples and inclusive share (% of samples whose stack contains a
frame whose name matches) of the main functions."""
import glob, gzip, json, os, re

PATTERNS = [
    ('recompute_summary (culprit)', r'\brecompute_summary\b'),
    ('cached_summary', r'\bcached_summary\b'),
    ('reporter', r'\breporter\b'),
    ('Event.wait', r'\bEvent\.wait$'),
    ('book_orders', r'\bbook_orders\b'),
    ('price_order', r'\bprice_order\b'),
    ('Book.record', r'\bBook\.record$'),
]

def load(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        return json.load(f)

here = os.path.dirname(os.path.abspath(__file__))
for side in ('before', 'after'):
    for path in sorted(glob.glob(os.path.join(here, side, 'run-*.speedscope.json*'))):
        d = load(path)
        frames = d['shared']['frames']
        groups = {'ALL': []}
        for p in d['profiles']:
            for st in p['samples']:
                groups['ALL'].append(st)
                groups.setdefault(p['name'], []).append(st)
        print(f'{side}/{os.path.basename(path)}:')
        for g, ss in groups.items():
            n = len(ss)
            print(f'  [{g}] samples={n}')
            for label, rx in PATTERNS:
                r = re.compile(rx)
                k = sum(1 for st in ss if any(r.search(frames[i]['name']) for i in st))
                if k or g == 'ALL':
                    print(f'      {label:<30} {k:6d}  {100.0*k/max(n,1):6.1f}%')
