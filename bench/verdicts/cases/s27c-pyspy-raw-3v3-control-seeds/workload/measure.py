#!/usr/bin/env python3
"""Share of samples whose stack contains a function (by name), per py-spy raw (folded) file.
usage: measure.py FUNC[,FUNC...] FILE...   Also prints the spread (max-min) per function
across all files and per side (directory)."""
import collections, os, sys

funcs = sys.argv[1].split(',')
rows = []
for p in sys.argv[2:]:
    tot = 0; inc = collections.Counter(); self_ = collections.Counter()
    for line in open(p):
        line = line.rstrip('\n')
        if not line:
            continue
        st, _, n = line.rpartition(' ')
        n = int(n); tot += n
        fr = [f.split(' (')[0] for f in st.split(';')]
        for f in set(fr):
            inc[f] += n
        self_[fr[-1]] += n
    rows.append((p, tot, inc, self_))
print('| file | samples | ' + ' | '.join(f'`{f}`' for f in funcs) + ' |')
print('|---|---:|' + '---:|' * len(funcs))
for p, tot, inc, _ in rows:
    print(f'| {p} | {tot} | ' + ' | '.join(f'{100*inc[f]/tot:.1f}%' for f in funcs) + ' |')
sides = collections.defaultdict(list)
for r in rows:
    sides[os.path.basename(os.path.dirname(r[0])) or '.'].append(r)
print()
print('| side | ' + ' | '.join(f'`{f}` mean' for f in funcs) + ' |')
print('|---|' + '---:|' * len(funcs))
means = {}
for side, rs in sides.items():
    means[side] = {f: sum(100 * r[2][f] / r[1] for r in rs) / len(rs) for f in funcs}
    print(f'| {side} | ' + ' | '.join(f'{means[side][f]:.1f}%' for f in funcs) + ' |')
if 'before' in means and 'after' in means:
    print('| Δ after−before | ' + ' | '.join(f'{means["after"][f]-means["before"][f]:+.1f} pp' for f in funcs) + ' |')
print('| spread (max−min, all runs) | ' + ' | '.join(
    f'{max(100*r[2][f]/r[1] for r in rows) - min(100*r[2][f]/r[1] for r in rows):.1f} pp' for f in funcs) + ' |')
