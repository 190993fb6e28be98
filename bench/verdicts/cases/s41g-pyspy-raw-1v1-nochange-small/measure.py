#!/usr/bin/env python3
"""Own reader for py-spy --format raw ('frame;frame;... COUNT' per line, frames 'func (file:line)').
Per run: samples (sum of counts) and inclusive share of each function (% of samples whose stack
has a frame with that function name)."""
import glob, os, re

FUNCS = ['make_words', 'count_words', 'mix_counts', 'main', 'Random.choice', '<module>']

def load(path):
    for line in open(path):
        line = line.rstrip('\n')
        if not line.strip(): continue
        stack, _, n = line.rpartition(' ')
        yield int(n), [re.sub(r' \(.*\)$', '', f) for f in stack.split(';')]

here = os.path.dirname(os.path.abspath(__file__))
print('%-7s %-12s %8s ' % ('side', 'file', 'samples') + ' '.join('%12s' % f for f in FUNCS))
for side in ('before', 'after'):
    for p in sorted(glob.glob(os.path.join(here, side, 'run-*'))):
        tot, hit = 0, dict.fromkeys(FUNCS, 0)
        for n, st in load(p):
            tot += n
            for f in FUNCS:
                if f in st: hit[f] += n
        print('%-7s %-12s %8d ' % (side, os.path.basename(p), tot) +
              ' '.join('%11.1f%%' % (100.0 * hit[f] / tot) for f in FUNCS))
