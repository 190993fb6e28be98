#!/usr/bin/env python3
"""Share of samples (weight) whose stack contains a frame matching a regex (py-spy speedscope).
usage: ss_share.py REGEX FILE..."""
import json, re, sys, gzip
rx = re.compile(sys.argv[1])
for fn in sys.argv[2:]:
    op = gzip.open if fn.endswith('.gz') else open
    d = json.load(op(fn, 'rt'))
    frames = d['shared']['frames']
    hit = [bool(rx.search(f['name'])) for f in frames]
    tot = n = 0.0; cnt = hits = 0
    for p in d['profiles']:
        for s, w in zip(p['samples'], p['weights']):
            tot += w; cnt += 1
            if any(hit[i] for i in s):
                n += w; hits += 1
    print(f"{fn}\tsamples={cnt}\tculprit_samples={hits}\tshare={100*n/tot:.2f}%")
