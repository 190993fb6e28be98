#!/usr/bin/env python3
"""Inclusive share per function (each function counted once per sample) from perf script text."""
import sys, gzip, collections
FUNCS = ["gen_text", "tokenize", "count_word", "hash_word", "report", "qsort", "by_count", "main"]
for fn in sys.argv[1:]:
    op = gzip.open if fn.endswith('.gz') else open
    tot = 0; inc = collections.Counter()
    frames = []
    def flush():
        global tot
        if frames is None: return
        tot += 1
        syms = set(frames)
        for f in FUNCS:
            if any(s == f or s.startswith(f + '.') or s.startswith(f + '+') for s in syms): inc[f] += 1
    cur = None
    with op(fn, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None: frames = cur; flush(); cur = None
                continue
            if line[0] not in ' \t':
                cur = []
                continue
            parts = line.split()
            if len(parts) >= 2 and cur is not None:
                cur.append(parts[1].split('+')[0])
        if cur is not None: frames = cur; flush()
    print("%s samples=%d %s" % (fn.split('/')[-2] + '/' + fn.split('/')[-1], tot,
          " ".join("%s=%.1f%%" % (k, 100.0 * inc[k] / max(tot, 1)) for k in FUNCS)))
