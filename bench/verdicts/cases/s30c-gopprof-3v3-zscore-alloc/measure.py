#!/usr/bin/env python3
"""Share of CPU samples (by sample count) whose stack contains a frame matching each regex
(anchored at the frame name's start), per Go pprof file. Stacks come from
`go tool pprof -traces FILE` (no aggregation/trimming of stacks beyond what -traces does).
usage: measure_pprof.py 'regex' ... -- a.pb.gz b.pb.gz ..."""
import re, subprocess, sys

def traces(path):
    out = subprocess.run(['go', 'tool', 'pprof', '-sample_index=samples', '-traces', path], capture_output=True, text=True, check=True).stdout
    blocks = out.split('-----------+-------------------------------------------------------')
    for b in blocks[1:]:
        lines = [l for l in b.strip('\n').split('\n') if l.strip()]
        if not lines:
            continue
        m = re.match(r'\s*(\d+)\s+', lines[0])
        if not m:
            continue
        # first column is the sample value of the first sample type (samples count)
        cnt = int(m.group(1))
        frames = [lines[0][m.end():].strip()] + [l.strip() for l in lines[1:]]
        frames = [f for f in frames if f and not f.startswith('bytes:')]
        yield cnt, frames

def main():
    a = sys.argv[1:]; i = a.index('--')
    regs, files = [re.compile(r) for r in a[:i]], a[i + 1:]
    print('%-24s %8s ' % ('file', 'samples') + ' '.join('%14s' % r.pattern[:14] for r in regs))
    for f in files:
        n, hits = 0, [0] * len(regs)
        for c, st in traces(f):
            n += c
            for j, r in enumerate(regs):
                if any(r.match(x) for x in st): hits[j] += c
        print('%-24s %8d ' % (f, n) + ' '.join('%13.1f%%' % (100.0 * h / max(n, 1)) for h in hits))

if __name__ == '__main__':
    main()
