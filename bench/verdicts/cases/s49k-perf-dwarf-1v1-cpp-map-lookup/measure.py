#!/usr/bin/env python3
"""Inclusive share of frames matching regexes in perf script text (gz ok)."""
import gzip, re, sys, collections
def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        cur = None
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if not line.startswith((' ', '\t')):
                cur = []; continue
            parts = line.strip().split(None, 1)
            sym = parts[1].rsplit(' (', 1)[0] if len(parts) > 1 else '?'
            cur.append(sym)
        if cur is not None: yield cur
pats = sys.argv[2].split('|||') if len(sys.argv) > 2 else []
n = 0; hit = collections.Counter(); union = 0; top = collections.Counter()
for st in samples(sys.argv[1]):
    n += 1
    if st: top[st[0]] += 1
    u = False
    for p in pats:
        if any(re.search(p, s) for s in st): hit[p] += 1; u = True
    union += u
print(f"{sys.argv[1]}: samples={n} union={100*union/n:.1f}%")
for p in pats: print(f"  {p}: {100*hit[p]/n:.1f}%")
if '-v' in sys.argv:
    for s, c in top.most_common(25): print(f"   self {100*c/n:5.1f}% {s}")
