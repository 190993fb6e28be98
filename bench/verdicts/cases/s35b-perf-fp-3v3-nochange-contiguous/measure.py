#!/usr/bin/env python3
"""Control case: read the captured `perf script` text files and print, per run,
total samples and the inclusive share of each of the program's functions, so
the run-to-run noise between identical runs can be seen."""
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
        frames, dsos = [], []
        for l in lines[1:]:
            m = FRAME.match(l)
            if m:
                frames.append(m.group(1) or m.group(3))
                dsos.append(m.group(2) or m.group(4))
        yield lines[0], frames, dsos  # leaf-first

# pick_word/rng_next/hash_word are inlined into their callers; make_vocab and
# qsort/by_count are too short to get more than a sample or two.
FUNCS = ['generate_corpus', 'tokenize', 'count_word', '__strncmp_avx2', '__strlen_avx2', '__memmove_avx_unaligned_erms']

def measure(path):
    c = Counter()
    for hdr, fr, dsos in samples(path):
        c['total'] += 1
        names = set(fr)
        for k in FUNCS:
            if k in names:
                c[k] += 1
        if dsos and 'kernel.kallsyms' in dsos[0]:
            c['kernel_leaf'] += 1
        if dsos and 'libc.so' in dsos[0]:
            c['libc_leaf'] += 1
    return c

def pct(a, b):
    return f'{100.0 * a / b:.1f}%' if b else 'n/a'

cols = FUNCS + ['libc_leaf', 'kernel_leaf']
print('Inclusive share per function (function anywhere on the stack); *_leaf = leaf frame in that DSO.')
print()
print('| side | run | samples | ' + ' | '.join(cols) + ' |')
print('|---|---|---|' + '---|' * len(cols))
agg = {}
for side in ('before', 'after'):
    for path in sorted(glob.glob(os.path.join(CASE, side, 'run-*.perf.txt*'))):
        run = os.path.basename(path).split('.')[0]
        c = measure(path)
        agg.setdefault(side, Counter()).update(c)
        print(f'| {side} | {run} | {c["total"]} | ' + ' | '.join(pct(c[k], c['total']) for k in cols) + ' |')
for side, c in agg.items():
    print(f'| {side} | all | {c["total"]} | ' + ' | '.join(pct(c[k], c['total']) for k in cols) + ' |')

print()
print('Top user-space stacks (kernel frames dropped), all runs per side:')
for side in ('before', 'after'):
    c = Counter(); n = 0
    for path in sorted(glob.glob(os.path.join(CASE, side, 'run-*.perf.txt*'))):
        for hdr, fr, dsos in samples(path):
            n += 1
            c[';'.join(reversed([f for f, d in zip(fr, dsos) if 'kallsyms' not in d]))] += 1
    print(f'  {side}:')
    for k, v in c.most_common(8):
        print(f'    {100.0 * v / n:5.1f}%  {k}')
