#!/usr/bin/env python3
"""Share of samples whose stack contains a frame named exactly FUNC, per `perf script` file.
usage: measure.py FUNC[,FUNC...] FILE... (files may be .gz)"""
import gzip, re, sys

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        frames, in_sample = [], False
        for line in f:
            if not line.strip():
                if in_sample: yield frames
                frames, in_sample = [], False
            elif line[0] not in ' \t':
                in_sample = True
                frames = []
            else:
                m = re.match(r'\s+[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)\s*$', line)
                if m: frames.append(m.group(1))
        if in_sample: yield frames

funcs = sys.argv[1].split(',')
print('| file | samples | ' + ' | '.join(f'`{f}` incl. | `{f}` self' for f in funcs) + ' |')
print('|---|---:|' + '---:|---:|' * len(funcs))
for p in sys.argv[2:]:
    n = 0; inc = {f: 0 for f in funcs}; self_ = {f: 0 for f in funcs}
    for fr in samples(p):
        n += 1
        for f in funcs:
            if f in fr: inc[f] += 1
            if fr and fr[0] == f: self_[f] += 1
    print(f'| {p} | {n} | ' + ' | '.join(f'{100*inc[f]/n:.1f}% | {100*self_[f]/n:.1f}%' for f in funcs) + ' |')
