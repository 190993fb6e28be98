#!/usr/bin/env python3
"""Share of samples with a frame matching each regex on the stack, per perf-script file.
usage: measure_perf.py 'REGEX' [REGEX...] -- file.perf.txt[.gz] ...
Each sample counts once (weight 1) per regex, whatever its period."""
import gzip, re, sys

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if line[0] not in ' \t':      # header line of a sample
                stack = []
                continue
            parts = line.strip().split(None, 1)
            if stack is not None and len(parts) == 2:
                sym = parts[1].rsplit(' (', 1)[0]
                sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
                stack.append(sym)
        if stack is not None:
            yield stack

args = sys.argv[1:]
i = args.index('--')
pats, files = [re.compile(p) for p in args[:i]], args[i + 1:]
print('file\tsamples\t' + '\t'.join(p.pattern for p in pats))
for fn in files:
    n = 0
    hits = [0] * len(pats)
    for st in samples(fn):
        n += 1
        for k, p in enumerate(pats):
            if any(p.match(s) for s in st):
                hits[k] += 1
    print(fn + '\t' + str(n) + '\t' + '\t'.join('%.1f%%' % (100.0 * h / max(n, 1)) for h in hits))
