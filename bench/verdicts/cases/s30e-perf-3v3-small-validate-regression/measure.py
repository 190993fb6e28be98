#!/usr/bin/env python3
"""Count perf-script samples and the share whose call stack contains a frame
matching a regex (re.match, i.e. anchored at the frame name's start).
usage: measure_perf.py REGEX [--label NAME REGEX ...] FILE...   (.perf.txt or .perf.txt.gz)"""
import gzip, re, sys

def frames_of(block):
    out = []
    for line in block[1:]:
        parts = line.strip().split(None, 1)
        if len(parts) < 2:
            continue
        sym = parts[1]
        sym = re.sub(r'\s+\([^()]*\)$', '', sym)          # drop " (dso)"
        sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)           # drop "+0x1f"
        out.append(sym)
    return out

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    block = []
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if line.strip() == '':
                if block:
                    yield frames_of(block)
                block = []
            else:
                block.append(line.rstrip('\n'))
    if block:
        yield frames_of(block)

def main():
    args = sys.argv[1:]
    pats = []
    while args and args[0] == '--label':
        pats.append((args[1], re.compile(args[2]))); args = args[3:]
    files = args
    print('%-34s %8s ' % ('file', 'samples') + ' '.join('%14s' % n for n, _ in pats))
    for fn in files:
        tot = 0; hits = [0] * len(pats)
        for fr in samples(fn):
            tot += 1
            for i, (_, rx) in enumerate(pats):
                if any(rx.match(s) for s in fr):
                    hits[i] += 1
        print('%-34s %8d ' % (fn, tot) + ' '.join('%13.2f%%' % (100.0 * h / max(tot, 1)) for h in hits))

main()
