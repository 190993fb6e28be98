#!/usr/bin/env python3
"""speedscope_share.py REGEX[,,REGEX] FILE.speedscope.json... : per file and per thread-profile,
sample count (sum of weights) and share of samples with a frame whose name matches (re.match)."""
import json, re, sys
pats = [re.compile(p) for p in sys.argv[1].split(',,')]
for fn in sys.argv[2:]:
    d = json.load(open(fn))
    frames = [f['name'] for f in d['shared']['frames']]
    T = H = 0; rows = []
    for p in d['profiles']:
        tot = hit = leaf = 0
        for s, w in zip(p['samples'], p['weights']):
            tot += w
            names = [frames[i] for i in s]
            if any(pt.match(n) for n in names for pt in pats): hit += w
            if names and any(pt.match(names[-1]) for pt in pats): leaf += w
        rows.append((p['name'], tot, hit, leaf)); T += tot; H += hit
    print(f"{fn}: all threads samples={T} on-stack={H} ({100*H/T:.1f}%)")
    for name, tot, hit, leaf in rows:
        print(f"   {name}: samples={tot} on-stack={hit} ({100*hit/max(tot,1):.1f}% of thread, {100*hit/T:.1f}% of all) self={leaf}")
