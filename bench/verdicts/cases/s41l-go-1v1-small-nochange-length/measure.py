#!/usr/bin/env python3
"""Independent measure: decodes the gzipped pprof protobuf (before/after run-*.pprof) with a tiny hand-written
protobuf reader (no pprof tooling), and prints per run the sample count (value[0]), CPU time, and the
inclusive share (% of samples whose stack contains the function; inlined frames included)."""
import glob, gzip, os
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.blendTiles", "main.rankScores", "main.walkGrid", "sort.Float64s", "main.main", "runtime.gcBgMarkWorker"]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i); f, t = k >> 3, k & 7
        if t == 0: v, i = varint(b, i)
        elif t == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif t == 1: v = b[i:i+8]; i += 8
        elif t == 5: v = b[i:i+4]; i += 4
        else: raise ValueError(t)
        yield f, t, v

def ints(t, v):
    if t == 0: return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b": data = gzip.decompress(data)
    strings, funcs, locs, samples = [], {}, {}, []
    for f, t, v in fields(data):
        if f == 6: strings.append(v.decode())
        elif f == 2:
            lids, vals = [], []
            for g, tt, vv in fields(v):
                if g == 1: lids += ints(tt, vv)
                elif g == 2: vals += ints(tt, vv)
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for g, tt, vv in fields(v):
                if g == 1: lid = vv
                elif g == 4:
                    for h, t3, v3 in fields(vv):
                        if h == 1: fids.append(v3)
            locs[lid] = fids
        elif f == 5:
            fid = name = 0
            for g, tt, vv in fields(v):
                if g == 1: fid = vv
                elif g == 2: name = vv
            funcs[fid] = name
    out = []
    for lids, vals in samples:
        names = {strings[funcs[fid]] for l in lids for fid in locs.get(l, [])}
        out.append((vals[0], vals[1] if len(vals) > 1 else 0, names))
    return out

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        st = load(path)
        n = sum(c for c, _, _ in st)
        ns = sum(t for _, t, _ in st)
        print(f"{side}/{os.path.basename(path)}: samples={n} cpu={ns/1e9:.2f}s")
        for fn in FUNCS:
            k = sum(c for c, _, s in st if fn in s)
            print(f"   {fn:24s} {k:6d}  {100.0*k/max(n,1):6.2f}%")
