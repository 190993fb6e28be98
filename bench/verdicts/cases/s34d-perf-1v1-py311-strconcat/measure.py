#!/usr/bin/env python3
"""Share of samples in `perf script` text whose call stack has a frame matching REGEX.
Counts samples (not periods). usage: perf_share.py REGEX FILE.perf.txt[.gz]... [--comm NAME]"""
import gzip, re, sys
args = sys.argv[1:]
comm = None
if '--comm' in args:
    i = args.index('--comm'); comm = args[i + 1]; del args[i:i + 2]
rx = re.compile(args[0])
frame_re = re.compile(r'^\s+[0-9a-f]+\s+(.*?)(\+0x[0-9a-f]+)?\s+\((.*)\)\s*$')
for fn in args[1:]:
    op = gzip.open if fn.endswith('.gz') else open
    total = hits = 0
    cur_ok = False; cur_hit = False; in_sample = False
    def flush():
        global total, hits
        if in_sample and cur_ok:
            total += 1
            hits += cur_hit
    with op(fn, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                flush(); in_sample = False; continue
            if not line.startswith((' ', '\t')):
                flush()
                in_sample = True; cur_hit = False
                cur_ok = comm is None or line.split()[0] == comm
                continue
            m = frame_re.match(line)
            if m and rx.search(m.group(1)):
                cur_hit = True
        flush()
    print(f"{fn}\tsamples={total}\tculprit_samples={hits}\tshare={100.0 * hits / max(total, 1):.2f}%")
