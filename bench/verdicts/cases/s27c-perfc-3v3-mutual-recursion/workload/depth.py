#!/usr/bin/env python3
"""For samples whose leaf is FUNC: how many distinct call stacks they come from, and how
they spread over recursion depth (number of parse_expr frames on the stack), per file."""
import sys, collections
func = sys.argv[1]
import gzip, re
def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        for block in f.read().split('\n\n'):
            fr = [m.group(1) for m in re.finditer(r'\n\s+[0-9a-f]+\s+(\S+?)(?:\+0x[0-9a-f]+)?\s+\(', '\n' + block.split('\n', 1)[-1] if '\n' in block else '')]
            if fr: yield fr
print('| file | samples with leaf `%s` | distinct stacks (by name) | depth 1-3 | 4-6 | 7-9 | 10+ |' % func)
print('|---|---:|---:|---:|---:|---:|---:|')
for p in sys.argv[2:]:
    n = 0; stacks = set(); bins = collections.Counter()
    for fr in samples(p):
        if fr[0] != func: continue
        n += 1; stacks.add(tuple(fr))
        d = fr.count('parse_expr')
        bins['1-3' if d <= 3 else '4-6' if d <= 6 else '7-9' if d <= 9 else '10+'] += 1
    print(f'| {p} | {n} | {len(stacks)} | ' + ' | '.join(f'{100*bins[k]/n:.0f}%' for k in ['1-3','4-6','7-9','10+']) + ' |')
