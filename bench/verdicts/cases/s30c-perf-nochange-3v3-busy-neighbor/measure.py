#!/usr/bin/env python3
"""Share of samples whose stack contains a frame matching each regex (anchored at
the frame name's start), per `perf script` file. Also prints sample counts.
usage: measure.py 'regex1' ['regex2' ...] -- file1.perf.txt[.gz] ..."""
import gzip, re, sys

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    stack, in_s = [], False
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if in_s:
                    yield stack
                stack, in_s = [], False
                continue
            if line[0] not in ' \t':
                in_s = True
                stack = []
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1].rsplit(' (', 1)[0]
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            stack.append(sym)
    if in_s:
        yield stack

def main():
    a = sys.argv[1:]
    i = a.index('--')
    regs, files = [re.compile(r) for r in a[:i]], a[i + 1:]
    print('%-40s %8s ' % ('file', 'samples') + ' '.join('%14s' % r.pattern[:14] for r in regs))
    for p in files:
        n, hits = 0, [0] * len(regs)
        for st in samples(p):
            n += 1
            for k, r in enumerate(regs):
                if any(r.match(fr) for fr in st):
                    hits[k] += 1
        print('%-40s %8d ' % (p, n) + ' '.join('%13.1f%%' % (100.0 * h / max(n, 1)) for h in hits))

main()
