#!/usr/bin/env python3
"""Share of samples whose leaf frame is main() at the gc.collect() line of orgchart.py (self time of the explicit collection)."""
import json, sys
for p in sys.argv[1:]:
    d = json.load(open(p)); fr = d['shared']['frames']; tot = hit = 0
    for pr in d['profiles']:
        for s, w in zip(pr['samples'], pr['weights']):
            tot += w
            if s and fr[s[-1]]['name'] == 'main' and 'gc.collect' in open(fr[s[-1]]['file']).read().splitlines()[fr[s[-1]]['line'] - 1]:
                hit += w
    print(f"{p}\t{tot:.2f} s\tgc.collect line {hit:.2f} s = {100 * hit / tot:.1f}%")
