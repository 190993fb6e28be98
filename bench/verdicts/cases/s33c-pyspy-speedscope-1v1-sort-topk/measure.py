#!/usr/bin/env python3
"""Share of samples (all sampled profiles/threads) with a frame whose name matches REGEX.
usage: measure_speedscope.py REGEX FILE.speedscope.json..."""
import json, re, sys
pat = re.compile(sys.argv[1])
for p in sys.argv[2:]:
    d = json.load(open(p))
    frames = d['shared']['frames']
    match = [bool(pat.search(f['name'])) for f in frames]
    tot = hit = n = nh = 0
    for prof in d['profiles']:
        ws = prof.get('weights') or [1] * len(prof['samples'])
        for st, w in zip(prof['samples'], ws):
            tot += w; n += 1
            if any(match[i] for i in st): hit += w; nh += 1
    print(f'{p}: samples={n} (weight {tot:.3f}s) matching={nh} share={100.0*nh/max(n,1):.2f}%')
