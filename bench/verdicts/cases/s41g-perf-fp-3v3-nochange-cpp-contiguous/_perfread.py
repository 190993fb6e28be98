#!/usr/bin/env python3
"""Independent reader for plain `perf script` output (.perf.txt or .perf.txt.gz).
Counts samples (one stack block = one sample) and, for each named group of
regexes, the inclusive share = % of samples whose stack has at least one frame
whose symbol (the text before '+0x' offset) matches one of the group's regexes."""
import gzip, re, sys, glob, os

def frames_of(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        block = []
        for line in f:
            if not line.strip():
                if block:
                    yield block
                block = []
                continue
            if line[0] in ' \t':
                # "\t    ffffffff81000000 symbol+0x12 (dso)"
                parts = line.strip().split(None, 1)
                if len(parts) < 2:
                    continue
                rest = parts[1]
                m = re.match(r'(.*) \((.*)\)\s*$', rest)
                sym = m.group(1) if m else rest
                sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
                block.append(sym)
            else:
                if block:
                    yield block
                block = []
        if block:
            yield block

def measure(path, groups):
    n = 0
    hits = {g: 0 for g in groups}
    for stack in frames_of(path):
        n += 1
        for g, rxs in groups.items():
            if any(rx.search(fr) for fr in stack for rx in rxs):
                hits[g] += 1
    return n, hits

def main(case_dir, groups_spec):
    groups = {name: [re.compile(p) for p in pats] for name, pats in groups_spec}
    names = [g for g, _ in groups_spec]
    print('%-8s %-28s %8s  ' % ('side', 'file', 'samples') + '  '.join('%14s' % g for g in names))
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(case_dir, side, 'run-*'))):
            n, hits = measure(p, groups)
            print('%-8s %-28s %8d  ' % (side, os.path.basename(p), n) +
                  '  '.join('%13.1f%%' % (100.0 * hits[g] / n if n else 0) for g in names))
