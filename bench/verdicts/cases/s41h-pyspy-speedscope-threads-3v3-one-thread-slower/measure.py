#!/usr/bin/env python3
"""Independent measure for py-spy speedscope files (one speedscope profile per thread).
Per run: total samples (all threads), per-thread samples, and inclusive share of each worker
function (% of all samples whose stack contains it)."""
import glob, gzip, json, os
from collections import Counter
D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["checksum_records", "parse_records", "bucket_records", "<module>"]
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*.speedscope.json*"))):
        op = gzip.open if p.endswith('.gz') else open
        with op(p, 'rt') as f: d = json.load(f)
        frames = d['shared']['frames']
        cnt = Counter(); tot = 0; per_thread = {}
        for prof in d['profiles']:
            per_thread[prof['name']] = len(prof['samples'])
            for st in prof['samples']:
                tot += 1
                for nm in {frames[i]['name'] for i in st}: cnt[nm] += 1
        print(f"{side}/{os.path.basename(p)}: samples={tot}")
        for t, n in per_thread.items(): print(f"   thread {t:32s} {n:6d}")
        for fn in FUNCS:
            print(f"   {fn:20s} {cnt[fn]:6d}  {100.0*cnt[fn]/tot:6.2f}%")
