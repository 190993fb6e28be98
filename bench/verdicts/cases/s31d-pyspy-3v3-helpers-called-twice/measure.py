#!/usr/bin/env python3
"""Measure, per folded-stack file (py-spy raw / inferno-collapse output: 'f1;f2;...;leaf COUNT'),
the total sample count and the share of samples with a frame matching each regex anywhere on the
stack (self+children). Also 'self:' prefixed labels count only the leaf frame.
usage: measure.py 'label=REGEX' ['self:label=REGEX'] ... -- files..."""
import gzip, re, sys

args = sys.argv[1:]
sep = args.index('--')
pats = []
for a in args[:sep]:
    k, v = a.split('=', 1)
    pats.append((k, k.startswith('self:'), re.compile(v)))
print('file\tsamples\t' + '\t'.join(k for k, _, _ in pats))
for path in args[sep + 1:]:
    op = gzip.open if path.endswith('.gz') else open
    n = 0
    hits = [0] * len(pats)
    with op(path, 'rt') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            stack, cnt = line.rsplit(' ', 1)
            cnt = int(cnt)
            fr = stack.split(';')
            n += cnt
            for i, (_, selfonly, rx) in enumerate(pats):
                if selfonly:
                    if rx.match(fr[-1]):
                        hits[i] += cnt
                elif any(rx.match(s) for s in fr):
                    hits[i] += cnt
    print(path + '\t' + str(n) + '\t' + '\t'.join('%.1f%%' % (100.0 * h / n) for h in hits))
