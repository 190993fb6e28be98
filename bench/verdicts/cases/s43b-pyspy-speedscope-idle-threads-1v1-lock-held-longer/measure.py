#!/usr/bin/env python3
"""Independent measurement of py-spy speedscope profiles (run-N.speedscope.json[.gz]).

py-spy writes one 'sampled' profile per thread (with --threads, --idle: idle/waiting samples
included). Prints per run, for all threads together and per thread: samples (sum of weights /
sampling interval is not used; one sample = one entry) and the inclusive share (% of samples
whose stack contains a frame whose function name matches) of the main functions. Also counts
samples whose leaf is a `with LEDGER_LOCK:` line (threads waiting to acquire the lock) and
`time.sleep` lines.
"""
import glob, gzip, json, os, re, sys
from collections import Counter

PATTERNS = [
    ('verify_ledger (culprit)', r'\bverify_ledger\b'),
    ('apply_batch (culprit)', r'\bapply_batch\b'),
    ('settle', r'\bsettle\b'),
    ('record_sales', r'\brecord_sales\b'),
    ('price_basket', r'\bprice_basket\b'),
    ('main', r'^main$'),
]

def load(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        return json.load(f)

def lock_lines(src):
    lines = open(src).read().splitlines()
    return {i + 1 for i, l in enumerate(lines) if 'with LEDGER_LOCK' in l}, \
           {i + 1 for i, l in enumerate(lines) if 'time.sleep' in l}

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    wl, sl = lock_lines(os.path.join(here, 'workload', 'ledger_service.py'))
    for side in ('before', 'after'):
        for path in sorted(glob.glob(os.path.join(here, side, 'run-*.speedscope.json*'))):
            d = load(path)
            frames = d['shared']['frames']
            groups = {'ALL': []}
            for p in d['profiles']:
                name = p['name']
                m = re.search(r'"([^"]*)"', name)
                tname = (m.group(1) if m and m.group(1) else name.split('"')[0].strip() + ' (main)')
                for st in p['samples']:
                    groups['ALL'].append(st)
                    groups.setdefault(tname, []).append(st)
            print(f'{side}/{os.path.basename(path)}:')
            for g, ss in groups.items():
                n = len(ss)
                print(f'  [{g}] samples={n}')
                for label, rx in PATTERNS:
                    r = re.compile(rx)
                    k = sum(1 for st in ss if any(r.search(frames[i]['name']) for i in st))
                    if k or g == 'ALL':
                        print(f'      {label:<26} {k:6d}  {100.0*k/max(n,1):6.1f}%')
                leaf_lock = sum(1 for st in ss if st and frames[st[-1]]['line'] in wl and 'ledger_service' in frames[st[-1]]['file'])
                leaf_sleep = sum(1 for st in ss if st and frames[st[-1]]['line'] in sl and 'ledger_service' in frames[st[-1]]['file'])
                print(f'      {"leaf at `with LEDGER_LOCK`":<26} {leaf_lock:6d}  {100.0*leaf_lock/max(n,1):6.1f}%')
                print(f'      {"leaf at time.sleep":<26} {leaf_sleep:6d}  {100.0*leaf_sleep/max(n,1):6.1f}%')

if __name__ == '__main__':
    main()
