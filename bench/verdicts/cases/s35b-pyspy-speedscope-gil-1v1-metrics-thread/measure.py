#!/usr/bin/env python3
"""Read the py-spy speedscope files and report, per run, the samples per thread
profile and the samples/share of the new metrics thread's code
(MetricsReporter.run -> MetricsReporter.compute -> <genexpr>) and of the
unchanged worker (Worker.run -> parse_line) and setup (make_log).

py-spy --gil only records the thread holding the GIL, so each sampling tick
lands in at most one thread profile; "share" is over all samples of the run."""
import glob, json, os
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))

def runs():
    for side in ('before', 'after'):
        for path in sorted(glob.glob(os.path.join(CASE, side, 'run-*.speedscope.json'))):
            yield side, os.path.basename(path).split('.')[0], path

def measure(path):
    d = json.load(open(path))
    frames = d['shared']['frames']
    per_thread = {}
    c = Counter()
    for p in d['profiles']:
        n = 0
        for stack, w in zip(p['samples'], p['weights']):
            n += 1  # one sample per entry; weights are 0.01 s (100 Hz)
            names = {frames[i]['name'] for i in stack}
            c['total'] += 1
            for k in ('MetricsReporter.run', 'MetricsReporter.compute', 'Worker.run', 'parse_line', 'make_log'):
                if k in names:
                    c[k] += 1
            # py-spy names it 'MetricsReporter.compute.<locals>.<genexpr>'
            if 'MetricsReporter.compute' in names and any(n.endswith('<genexpr>') for n in names):
                c['compute><genexpr>'] += 1
            if stack and frames[stack[-1]]['name'] == 'MetricsReporter.compute':
                c['compute self'] += 1
        per_thread[p['name']] = n
    return c, per_thread

def pct(a, b):
    return f'{100.0 * a / b:.1f}%' if b else 'n/a'

cols = ['MetricsReporter.run', 'MetricsReporter.compute', 'compute><genexpr>', 'compute self', 'Worker.run', 'parse_line', 'make_log']
print('| side | run | samples | ' + ' | '.join(cols) + ' |')
print('|---|---|---|' + '---|' * len(cols))
threads = []
for side, run, path in runs():
    c, pt = measure(path)
    threads.append((side, run, pt))
    print(f'| {side} | {run} | {c["total"]} | ' + ' | '.join(f'{c[k]} ({pct(c[k], c["total"])})' for k in cols) + ' |')
print()
print('Samples per thread profile (speedscope profile name):')
for side, run, pt in threads:
    print(f'  {side}/{run}: ' + ', '.join(f'{k}: {v}' for k, v in pt.items()))

print()
print('Root (thread) frame names per run:')
for side, run, path in runs():
    d = json.load(open(path))
    fr = d['shared']['frames']
    roots = Counter(fr[s[0]]['name'] for p in d['profiles'] for s in p['samples'] if s)
    print(f'  {side}/{run}: ' + ', '.join(f'{k!r}: {v}' for k, v in roots.items()))
