#!/usr/bin/env python3
"""Read the captured `perf script` text files (DWARF call graphs) and report,
per run, total samples and the inclusive samples/share of refresh_stats (the
function now called 3x as often) and of its three callees.

Frame names are the symbol without the +0xNN offset; frames marked (inlined)
are kept (perf script prints the inline chain)."""
import glob, gzip, os, re
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))
FRAME = re.compile(r'^\s*[0-9a-f]+\s+(.+?)\+0x[0-9a-f]+\s+\((.*)\)\s*$|^\s*[0-9a-f]+\s+(\S+)\s+\((.*)\)\s*$')

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        text = f.read()
    for block in text.split('\n\n'):
        lines = [l for l in block.split('\n') if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            m = FRAME.match(l)
            if m:
                frames.append(m.group(1) or m.group(3))
        yield lines[0], frames  # leaf-first

KEYS = ['refresh_stats', 'compute_moments', 'compute_quantiles', 'compute_histogram', 'ingest']

def base(name):
    # "compute_moments(std::vector<double...>&, Summary&)" -> "compute_moments"
    return name.split('(')[0]

def measure(path):
    c = Counter()
    for hdr, fr in samples(path):
        c['total'] += 1
        names = {base(f) for f in fr}
        for k in KEYS:
            if k in names:
                c[k] += 1
        if 'main' not in names:
            c['no_main'] += 1
        # leaf in libm pow/log1p but no refresh_stats/compute_* caller = unwind lost the chain
        if fr and base(fr[0]).startswith(('__ieee754_pow', 'pow', '__log1p')) and not (names & set(KEYS[:4])):
            c['orphan_libm'] += 1
    return c

def pct(a, b):
    return f'{100.0 * a / b:.1f}%' if b else 'n/a'

cols = ['refresh_stats', 'compute_moments', 'compute_quantiles', 'compute_histogram', 'ingest', 'no_main', 'orphan_libm']
print('| side | run | samples | ' + ' | '.join(cols) + ' |')
print('|---|---|---|' + '---|' * len(cols))
agg = {}
for side in ('before', 'after'):
    for path in sorted(glob.glob(os.path.join(CASE, side, 'run-*.perf.txt*'))):
        run = os.path.basename(path).split('.')[0]
        c = measure(path)
        agg.setdefault(side, Counter()).update(c)
        print(f'| {side} | {run} | {c["total"]} | ' + ' | '.join(f'{c[k]} ({pct(c[k], c["total"])})' for k in cols) + ' |')
for side, c in agg.items():
    print(f'| {side} | all | {c["total"]} | ' + ' | '.join(f'{c[k]} ({pct(c[k], c["total"])})' for k in cols) + ' |')
print()
print('Columns are inclusive (sample has the function anywhere on its stack). no_main = stack does not')
print('reach main (truncated DWARF unwind); orphan_libm = leaf in pow/log1p with no refresh_stats/compute_* frame.')
