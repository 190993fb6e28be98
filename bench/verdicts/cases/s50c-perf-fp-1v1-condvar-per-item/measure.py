#!/usr/bin/env python3
"""Inclusive share of culprit frames per run (perf script text, optionally .gz).
A sample counts if any frame in its stack matches any culprit regex (from expected.json)."""
import gzip, json, re, sys, os, glob, collections
HERE = os.path.dirname(os.path.abspath(__file__))

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if cur is None:
                cur = {'head': line, 'frames': []}; continue
            parts = line.strip().split(None, 1)
            if len(parts) == 2:
                sym = parts[1].rsplit(' (', 1)[0]
                sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
                cur['frames'].append(sym)
    if cur is not None: yield cur

def main():
    exp = json.load(open(os.path.join(HERE, 'expected.json')))
    pats = [re.compile(p) for p in exp['culprit']]
    extra = sys.argv[1:]
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(HERE, side, 'run-*.perf.txt*'))):
            n = 0; hit = 0; per = collections.Counter()
            for s in samples(p):
                n += 1
                fr = s['frames']
                if any(pt.search(f) for f in fr for pt in pats): hit += 1
                for pat in pats:
                    if any(pat.search(f) for f in fr): per[pat.pattern] += 1
            print(f"{side}/{os.path.basename(p)}: samples={n} culprit-union={100*hit/n:.1f}%")
            for pat in pats: print(f"    {pat.pattern:40s} {100*per[pat.pattern]/n:5.1f}%")
main()
