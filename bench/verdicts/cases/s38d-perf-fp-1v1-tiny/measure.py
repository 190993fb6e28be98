#!/usr/bin/env python3
"""Independent measurement for s38d-perf-fp-1v1-tiny.

Parses plain `perf script` output (optionally .gz): each sample is a header line
followed by indented frame lines "<addr> <symbol+off> (<dso>)", ended by a blank
line. Prints per run the number of samples and the inclusive share (% of samples
whose stack contains the function) of the culprit and the other main functions.
"""
import glob, gzip, os, re

FUNCS = ['mix_block', 'parse_block', 'hash_block', 'encode_block', 'main']
FRAME = re.compile(r'^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$')

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as fh:
        for line in fh:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                sym = re.sub(r'\+0x[0-9a-f]+$', '', m.group(1))
                cur.append(sym)
    if cur is not None:
        yield cur

def main():
    base = os.path.dirname(os.path.abspath(__file__))
    print('%-14s %7s ' % ('run', 'samples') + ' '.join('%13s' % f for f in FUNCS) + ' %13s' % 'self:mix')
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(base, side, 'run-*.perf.txt*'))):
            tot, inc, selfmix = 0, {f: 0 for f in FUNCS}, 0
            for st in samples(p):
                tot += 1
                s = set(st)
                for f in FUNCS:
                    if f in s:
                        inc[f] += 1
                if st and st[0] == 'mix_block':
                    selfmix += 1
            name = side + '/' + os.path.basename(p).split('.')[0]
            print('%-14s %7d ' % (name, tot) + ' '.join('%12.1f%%' % (100.0 * inc[f] / tot) for f in FUNCS)
                  + ' %12.1f%%' % (100.0 * selfmix / tot))
    print('\nshares are inclusive: % of samples whose stack contains the function')

if __name__ == '__main__':
    main()
