#!/usr/bin/env python3
"""Measure a V8 .cpuprofile (node --cpu-prof): sample count, total sampled time, and per regex the
share of samples with a matching function (callFrame.functionName, '(anonymous)' if empty) anywhere
on the stack; 'self:' labels match only the leaf. Shares are by sample count; time-weighted shares
(timeDeltas) are printed after '|'.
usage: measure.py 'label=REGEX' ... -- files..."""
import gzip, json, re, sys

args = sys.argv[1:]
sep = args.index('--')
pats = []
for a in args[:sep]:
    k, v = a.split('=', 1)
    pats.append((k, k.startswith('self:'), re.compile(v)))
print('file\tsamples\tms\t' + '\t'.join(k for k, _, _ in pats))
for path in args[sep + 1:]:
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        prof = json.load(f)
    nodes = {n['id']: n for n in prof['nodes']}
    parent = {}
    for n in prof['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    def stack(i):
        out = []
        while i is not None:
            fn = nodes[i]['callFrame']['functionName'] or '(anonymous)'
            out.append(fn)
            i = parent.get(i)
        return out  # leaf first
    cache = {}
    n = 0
    hits = [0] * len(pats)
    thits = [0.0] * len(pats)
    ttot = 0.0
    deltas = prof.get('timeDeltas', [0] * len(prof['samples']))
    for sid, dt in zip(prof['samples'], deltas):
        st = cache.get(sid) or cache.setdefault(sid, stack(sid))
        n += 1
        ttot += dt
        for i, (_, selfonly, rx) in enumerate(pats):
            m = rx.match(st[0]) if selfonly else any(rx.match(s) for s in st)
            if m:
                hits[i] += 1
                thits[i] += dt
    print(path + '\t' + str(n) + '\t' + '%.0f' % (ttot / 1000) + '\t' +
          '\t'.join('%.1f%%' % (100.0 * h / n) for h in hits) + '\t|\t' +
          '\t'.join('%.1f%%' % (100.0 * h / ttot) for h in thits))
