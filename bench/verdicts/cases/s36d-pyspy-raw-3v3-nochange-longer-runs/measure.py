#!/usr/bin/env python3
"""Control case: per run, share of py-spy samples (inclusive) in each program function.
No culprit is expected; the shares should agree between sides within noise even though
after runs are ~30% longer. Reads run-*.raw.txt[.gz] (py-spy --format raw: 'f (file:line);... count')."""
import glob, gzip, os, re, sys

FUNCS = ['make_docs', 'process', 'tokenize', 'normalise', 'count_words', 'bigrams', 'Counter.update', 'score_doc']

def stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip(): continue
            stack, _, cnt = line.rpartition(' ')
            yield [re.sub(r' \(.*\)$', '', fr) for fr in stack.split(';')], int(cnt)

def main(case):
    print('run'.ljust(22) + 'samples ' + ' '.join(f'{f:>14}' for f in FUNCS))
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(case, side, 'run-*.raw.txt*'))):
            tot = 0; inc = dict.fromkeys(FUNCS, 0)
            for frames, c in stacks(p):
                tot += c
                for fn in FUNCS:
                    if fn in frames: inc[fn] += c
            print(f'{side}/{os.path.basename(p)}'.ljust(22) + f'{tot:7d} ' +
                  ' '.join(f'{100*inc[f]/tot:13.1f}%' for f in FUNCS))

main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
