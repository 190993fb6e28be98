#!/usr/bin/env python3
"""Measure, per captured perf-script file, the number of samples and the share of samples
that have a frame matching each given regex anywhere on the stack (self+children share).
usage: measure.py 'label=REGEX' ... -- files..."""
import gzip, re, sys

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        block = []
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if block:
                    yield block
                block = []
            else:
                block.append(line)
        if block:
            yield block

def frames(block):
    out = []
    for l in block[1:]:
        parts = l.strip().split(None, 1)
        if len(parts) < 2:
            continue
        sym = re.sub(r'\s+\([^()]*\)$', '', parts[1])   # drop "(dso)"
        sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)          # drop "+0xoff"
        out.append(sym)
    return out  # leaf first

args = sys.argv[1:]
sep = args.index('--')
pats = [a.split('=', 1) for a in args[:sep]]
pats = [(k, re.compile(v)) for k, v in pats]
print('file\tsamples\t' + '\t'.join(k for k, _ in pats))
for path in args[sep + 1:]:
    n = 0
    hits = [0] * len(pats)
    for b in samples(path):
        fr = frames(b)
        n += 1
        for i, (_, rx) in enumerate(pats):
            if any(rx.match(s) for s in fr):
                hits[i] += 1
    print(path + '\t' + str(n) + '\t' + '\t'.join('%.1f%%' % (100.0 * h / n) for h in hits))
