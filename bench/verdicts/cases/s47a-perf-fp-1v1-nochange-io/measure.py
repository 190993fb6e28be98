#!/usr/bin/env python3
"""Inclusive share of culprit frames per run, from perf script text (gz or plain).
usage: measure.py            (control: top inclusive frames before vs after)
       measure.py REGEX ...  (inclusive share of frames matching any REGEX, per run)"""
import gzip, json, os, re, sys, glob, collections
HERE = os.path.dirname(os.path.abspath(__file__))

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    stack = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif not line[0].isspace():
                stack = []
            elif stack is not None:
                parts = line.strip().split(None, 1)
                name = parts[1] if len(parts) > 1 else '[unknown]'
                name = re.sub(r'\s+\((inlined|[^()]*)\)$', '', name)
                name = re.sub(r'\+0x[0-9a-f]+$', '', name)
                stack.append(name)
    if stack is not None: yield stack

def main():
    if len(sys.argv) < 2:
        return top()
    pats = sys.argv[1:]
    rx = [re.compile(p) for p in pats]
    single = {p: re.compile(p) for p in pats}
    for side in ('before', 'after'):
        for f in sorted(glob.glob(os.path.join(HERE, side, 'run-*.perf.txt*'))):
            n = hit = 0
            per = collections.Counter()
            for st in samples(f):
                n += 1
                if any(r.search(fr) for fr in st for r in rx): hit += 1
                for p, r in single.items():
                    if any(r.search(fr) for fr in st): per[p] += 1
            detail = ' '.join('%s=%.1f%%' % (p, 100.0 * per[p] / n) for p in pats)
            print('%-6s %-22s samples=%5d culprit=%5.1f%%  %s' % (side, os.path.basename(f), n, 100.0 * hit / n, detail))


def top(n=20):
    """Control case: inclusive share of the most common frames, before vs after."""
    res = {}
    for side in ('before', 'after'):
        f = sorted(glob.glob(os.path.join(HERE, side, 'run-*.perf.txt*')))[0]
        c = collections.Counter(); tot = 0
        for st in samples(f):
            tot += 1
            for fr in set(st): c[fr] += 1
        res[side] = (tot, c)
    print('samples before=%d after=%d' % (res['before'][0], res['after'][0]))
    for fr, k in res['before'][1].most_common(n):
        b = 100.0 * k / res['before'][0]; a = 100.0 * res['after'][1][fr] / res['after'][0]
        print('%-40s %6.1f%% -> %6.1f%%' % (fr, b, a))


if __name__ == '__main__':
    main()
