#!/usr/bin/env python3
"""Independent reader for the Go pprof files of this case (no pprof tooling used).
Decodes the gzip'd protobuf by hand, and for every run prints the sample count and the
inclusive share (% of samples whose stack contains a frame matching the pattern)."""
import gzip, re, sys, glob, os

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i); f, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif wt == 1:
            v = b[i:i+8]; i += 8
        elif wt == 5:
            v = b[i:i+4]; i += 4
        else:
            raise ValueError(wt)
        yield f, wt, v

def ints(wt, v):
    if wt == 0: return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    raw = open(path, 'rb').read()
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    strings, samples, locs, funcs = [], [], {}, {}
    for f, wt, v in fields(raw):
        if f == 6: strings.append(v.decode())
        elif f == 2:
            ids, vals = [], []
            for g, w2, x in fields(v):
                if g == 1: ids += ints(w2, x)
                elif g == 2: vals += ints(w2, x)
            samples.append((ids, vals))
        elif f == 4:
            lid, fids = 0, []
            for g, w2, x in fields(v):
                if g == 1: lid = x
                elif g == 4:
                    for h, w3, y in fields(x):
                        if h == 1: fids.append(y)
            locs[lid] = fids
        elif f == 5:
            fid = name = 0
            for g, w2, x in fields(v):
                if g == 1: fid = x
                elif g == 2: name = x
            funcs[fid] = name
    out = []
    for ids, vals in samples:
        names = set()
        for l in ids:
            for fid in locs.get(l, []):
                names.add(strings[funcs[fid]])
        out.append((vals[0], names))   # vals[0] = samples/count
    return out

PATS = [
    ('CULPRIT fmt.Sprintf', r'\bfmt\.Sprintf\b'),
    ('main.recordKey', r'\bmain\.recordKey\b'),
    ('strconv (Itoa/FormatInt)', r'strconv\.(Itoa|FormatInt|formatBits|small)'),
    ('runtime.concatstring*', r'\bruntime\.concatstring'),
    ('main.aggregate', r'\bmain\.aggregate\b'),
    ('runtime.mapassign_faststr', r'\bruntime\.mapassign_faststr\b'),
    ('main.genRecords', r'\bmain\.genRecords\b'),
    ('main.checksum', r'\bmain\.checksum\b'),
    ('main.topKeys', r'\bmain\.topKeys\b'),
    ('runtime.mallocgc', r'\bruntime\.mallocgc\b'),
    ('GC (gcBgMarkWorker)', r'\bruntime\.gcBgMarkWorker\b'),
]

here = os.path.dirname(os.path.abspath(__file__))
for side in ('before', 'after'):
    for p in sorted(glob.glob(os.path.join(here, side, 'run-*.pprof'))):
        s = load(p); tot = sum(c for c, _ in s)
        print(f'{side}/{os.path.basename(p)}: samples={tot}')
        for label, rx in PATS:
            r = re.compile(rx)
            n = sum(c for c, names in s if any(r.search(x) for x in names))
            print(f'    {label:28s} {n:5d}  {100.0*n/tot:6.2f}%')
