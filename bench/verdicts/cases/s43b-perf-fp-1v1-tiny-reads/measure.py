#!/usr/bin/env python3
"""Independent measurement of perf-script profiles (.perf.txt / .perf.txt.gz).

Per run: number of samples, and for each named pattern the inclusive share,
i.e. the % of samples whose stack contains at least one frame whose symbol
matches the regex. Also lists the top inclusive symbols of each run.
"""
import gzip, re, sys, glob, os
from collections import Counter

def read_samples(path):
    op = gzip.open if path.endswith('.gz') else open
    samples, cur = [], None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    samples.append(cur); cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2 or cur is None:
                continue
            sym = parts[1]
            m = re.match(r'(.*) \(([^()]*)\)$', sym)
            if m:
                sym = m.group(1)
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            cur.append(sym)
    if cur is not None:
        samples.append(cur)
    return samples

def main(patterns, topn=12):
    here = os.path.dirname(os.path.abspath(__file__))
    for side in ('before', 'after'):
        for path in sorted(glob.glob(os.path.join(here, side, 'run-*.perf.txt*'))):
            s = read_samples(path)
            n = len(s)
            print(f'{side}/{os.path.basename(path)}: samples={n}')
            for label, rx in patterns:
                r = re.compile(rx)
                k = sum(1 for st in s if any(r.search(fr) for fr in st))
                print(f'    {label:<28} {k:6d} samples  {100.0*k/max(n,1):6.1f}%')
            if topn:
                c = Counter()
                for st in s:
                    for fr in set(st):
                        c[fr] += 1
                print('    top inclusive symbols:')
                for fr, k in c.most_common(topn):
                    print(f'      {100.0*k/n:6.1f}%  {fr[:110]}')

PATTERNS = [
    ('ksys_read (culprit tower)', r'\bksys_read\b'),
    ('vfs_read', r'\bvfs_read\b'),
    ('__x64_sys_read', r'\b__x64_sys_read\b'),
    ('libc read', r'\b(__GI___libc_read|__libc_read|read)\b'),
    ('entry_SYSCALL_64', r'\bentry_SYSCALL_64'),
    ('any kernel syscall entry', r'\b(entry_SYSCALL_64|do_syscall_64)\b'),
    ('load_file', r'\bload_file\b'),
    ('checksum_buffer', r'\bchecksum_buffer\b'),
    ('count_fields', r'\bcount_fields\b'),
]

if __name__ == '__main__':
    main(PATTERNS, topn=int(sys.argv[1]) if len(sys.argv) > 1 else 15)
