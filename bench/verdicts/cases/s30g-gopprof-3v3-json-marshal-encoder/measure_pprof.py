#!/usr/bin/env python3
"""Share of pprof CPU samples with a frame matching each regex on the stack.
usage: measure_pprof.py REGEX [REGEX...] -- file.pb.gz ...   (uses `go tool pprof -traces -sample_index=samples`)"""
import re, subprocess, sys
args = sys.argv[1:]; i = args.index('--')
pats, files = [re.compile(p) for p in args[:i]], args[i + 1:]
print('file\tsamples\t' + '\t'.join(p.pattern for p in pats))
for fn in files:
    out = subprocess.run(['go', 'tool', 'pprof', '-traces', '-sample_index=samples', fn],
                         capture_output=True, text=True).stdout
    blocks = out.split('-----------+-------------------------------------------------------')[1:]
    n = 0; hits = [0] * len(pats)
    for b in blocks:
        lines = [l for l in b.split('\n') if l.strip()]
        if not lines: continue
        first = lines[0].split(None, 1)
        cnt = int(first[0]); frames = [first[1]] + [l.strip() for l in lines[1:]]
        frames = [f.replace(' (inline)', '') for f in frames]
        n += cnt
        for k, p in enumerate(pats):
            if any(p.match(f) for f in frames): hits[k] += cnt
    print(fn + '\t' + str(n) + '\t' + '\t'.join('%.1f%%' % (100.0 * h / max(n, 1)) for h in hits))
