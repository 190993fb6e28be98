#!/usr/bin/env python3
"""Helper (copied from s24c, unchanged): inclusive sample share of frames matching each regex.
Usage: shares.py 'RX1,RX2,...' FILE...   Formats by extension: .raw.txt (py-spy raw),
.speedscope.json, .cpuprofile (V8), .pb.gz (Go pprof, sample value 0), .perf.txt[.gz] (perf script).
A sample counts once per regex if any frame in its stack matches (re.search on the bare function name)."""
import sys, re, json, gzip

def raw(p):
    for ln in open(p):
        ln = ln.rstrip('\n')
        if not ln.strip(): continue
        st, _, n = ln.rpartition(' ')
        yield [re.sub(r' \([^()]*\)$', '', f) for f in st.split(';')], int(n)

def speedscope(p):
    d = json.load(open(p)); fr = [f['name'] for f in d['shared']['frames']]
    for pr in d['profiles']:
        w = pr.get('weights') or [1] * len(pr['samples'])
        for s, x in zip(pr['samples'], w): yield [fr[i] for i in s], x

def cpuprofile(p):
    d = json.load(open(p)); node = {n['id']: n for n in d['nodes']}; par = {}
    for n in d['nodes']:
        for c in n.get('children', []): par[c] = n['id']
    memo = {}
    def st(i):
        if i not in memo:
            out = []; j = i
            while j is not None: out.append(node[j]['callFrame']['functionName'] or '(anonymous)'); j = par.get(j)
            memo[i] = out
        return memo[i]
    for s in d['samples']: yield st(s), 1

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1; r |= (c & 127) << s; s += 7
        if c < 128: return r, i

def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i); t = k & 7
        if t == 0: v, i = varint(b, i)
        elif t == 2: l, i = varint(b, i); v = b[i:i + l]; i += l
        elif t == 1: v = b[i:i + 8]; i += 8
        elif t == 5: v = b[i:i + 4]; i += 4
        else: raise ValueError(t)
        yield k >> 3, t, v

def ints(t, v):
    if t == 0: return [v]
    out = []; i = 0
    while i < len(v): x, i = varint(v, i); out.append(x)
    return out

def pprof(p):
    b = gzip.open(p).read(); S = []; L = {}; F = {}; strs = []
    for f, t, v in fields(b):
        if f == 2:
            ids, vals = [], []
            for f2, t2, v2 in fields(v):
                if f2 == 1: ids += ints(t2, v2)
                elif f2 == 2: vals += ints(t2, v2)
            S.append((ids, vals))
        elif f == 4:
            lid, fl = 0, []
            for f2, t2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4: fl.append(dict((a, c) for a, _, c in fields(v2) if a == 1).get(1, 0))
            L[lid] = fl
        elif f == 5:
            d = {a: c for a, _, c in fields(v)}; F[d.get(1, 0)] = d.get(2, 0)
        elif f == 6: strs.append(v.decode())
    for ids, vals in S:
        yield [strs[F[fid]] for lid in ids for fid in L.get(lid, [])], vals[0]

def perf(p):
    op = gzip.open if p.endswith('.gz') else open; st = None
    for ln in op(p, 'rt', errors='replace'):
        if not ln.strip():
            if st is not None: yield st, 1
            st = None; continue
        if st is None: st = []; continue
        parts = ln.split(None, 1); sym = parts[1].strip() if len(parts) > 1 else '[unknown]'
        sym = re.sub(r' \([^()]*\)$', '', sym); sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
        st.append(sym)
    if st: yield st, 1

def load(p):
    for ext, fn in (('.raw.txt', raw), ('.speedscope.json', speedscope), ('.cpuprofile', cpuprofile), ('.pb.gz', pprof), ('.perf.txt', perf)):
        if ext in p: return fn(p)
    raise SystemExit('unknown format: ' + p)

rx = sys.argv[1].split(','); cr = [re.compile(r) for r in rx]
print('file\tsamples\t' + '\t'.join(rx))
for p in sys.argv[2:]:
    tot = 0; hit = [0] * len(cr)
    for st, n in load(p):
        tot += n
        for k, r in enumerate(cr):
            if any(r.search(f) for f in st): hit[k] += n
    print(f"{p}\t{tot}\t" + '\t'.join(f'{h} = {100 * h / max(tot, 1):.1f}%' for h in hit))
