import sys, gzip, re, collections
def stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
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
for p in sys.argv[1:]:
    n = 0; c = collections.Counter()
    for st in stacks(p):
        n += 1
        for s in set(re.sub(r'\+0x[0-9a-f]+$', '', x) for x in st): c[s] += 1
    print(p, 'samples', n)
    for s, k in c.most_common(15): print(f'  {100*k/n:5.1f}% {s[:100]}')
