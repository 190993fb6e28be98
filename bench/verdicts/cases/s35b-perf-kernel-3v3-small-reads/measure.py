#!/usr/bin/env python3
"""Read the captured `perf script` text files and report, per run, the total
samples and the share of the read() syscall tower (the changed code path).

Stacks are printed leaf-first by perf script; frame names are taken as the
symbol without the +0xNN offset."""
import glob, gzip, os, re, sys

CASE = os.path.dirname(os.path.abspath(__file__))
FRAME = re.compile(r'^\s*[0-9a-f]+\s+(.+?)\+0x[0-9a-f]+\s+\((.*)\)\s*$|^\s*[0-9a-f]+\s+(\S+)\s+\((.*)\)\s*$')

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        text = f.read()
    for block in text.split('\n\n'):
        lines = [l for l in block.split('\n') if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            m = FRAME.match(l)
            if m:
                frames.append(m.group(1) or m.group(3))
        yield lines[0], frames  # frames are leaf-first

def measure(path):
    tot = kern = read_any = read_sign = read_copy = sign_self = 0
    for hdr, fr in samples(path):
        tot += 1
        if 'read' in fr:  # libc read() wrapper => whole syscall tower below it
            read_any += 1
            i = fr.index('read')
            caller = fr[i + 1] if i + 1 < len(fr) else ''
            # read() has no frame of its own, so its caller's frame is skipped by
            # the frame-pointer unwinder: sign_file's reads appear as main;read,
            # copy_file's reads (copy_file is inlined into main) as
            # __libc_start_call_main;read.
            if caller == 'main':
                read_sign += 1
            else:
                read_copy += 1
        if fr and fr[0] == 'sign_file':
            sign_self += 1
    return tot, read_any, read_sign, read_copy, sign_self

def pct(a, b):
    return f'{100.0 * a / b:5.1f}%' if b else '  n/a'

print('| side | run | samples | read() tower (all) | read() from sign_file (main;read) | read() from copy_file | sign_file self |')
print('|---|---|---|---|---|---|---|')
agg = {}
for side in ('before', 'after'):
    for path in sorted(glob.glob(os.path.join(CASE, side, 'run-*.perf.txt*'))):
        run = os.path.basename(path).split('.')[0]
        t, r, rs, rc, ss = measure(path)
        a = agg.setdefault(side, [0, 0, 0, 0, 0])
        for k, v in enumerate((t, r, rs, rc, ss)):
            a[k] += v
        print(f'| {side} | {run} | {t} | {r} ({pct(r, t)}) | {rs} ({pct(rs, t)}) | {rc} ({pct(rc, t)}) | {ss} ({pct(ss, t)}) |')
for side, (t, r, rs, rc, ss) in agg.items():
    print(f'| {side} | all | {t} | {r} ({pct(r, t)}) | {rs} ({pct(rs, t)}) | {rc} ({pct(rc, t)}) | {ss} ({pct(ss, t)}) |')

# Where inside the read() tower the samples land (self/leaf frame), all runs per side.
from collections import Counter
print()
print('Leaf frames of read()-tower samples, all runs per side (top 10):')
for side in ('before', 'after'):
    c = Counter(); n = 0
    for path in sorted(glob.glob(os.path.join(CASE, side, 'run-*.perf.txt*'))):
        for hdr, fr in samples(path):
            n += 1
            if 'read' in fr:
                c[fr[0]] += 1
    print(f'  {side}: ' + ', '.join(f'{k} {v} ({100.0*v/n:.1f}%)' for k, v in c.most_common(10)))
