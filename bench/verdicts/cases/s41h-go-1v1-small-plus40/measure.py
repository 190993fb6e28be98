#!/usr/bin/env python3
"""Independent measure for Go pprof files, with a minimal hand-written protobuf decoder
(no pprof tooling). Per run: number of samples (sample count value), CPU ns, and the inclusive
share (% of samples whose stack contains the function, inlined frames included)."""
import glob, gzip, os
D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.scoreRecords", "main.parseRecords", "main.encodeRecords", "main.main", "runtime.gcBgMarkWorker"]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1; r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i); f, wt = k >> 3, k & 7
        if wt == 0: v, i = varint(b, i)
        elif wt == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif wt == 1: v = b[i:i+8]; i += 8
        elif wt == 5: v = b[i:i+4]; i += 4
        else: raise ValueError(wt)
        yield f, wt, v

def ints(wt, v):
    if wt == 0: return [v]
    out = []; i = 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(p):
    raw = open(p, 'rb').read()
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    strings, samples, locs, funcs = [], [], {}, {}
    for f, wt, v in fields(raw):
        if f == 6: strings.append(v.decode())
        elif f == 2:
            lids, vals = [], []
            for g, w2, x in fields(v):
                if g == 1: lids += ints(w2, x)
                elif g == 2: vals += ints(w2, x)
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for g, w2, x in fields(v):
                if g == 1: lid = x
                elif g == 4:
                    for h, w3, y in fields(x):
                        if h == 1: fids.append(y)
            locs[lid] = fids
        elif f == 5:
            fid = nm = 0
            for g, w2, x in fields(v):
                if g == 1: fid = x
                elif g == 2: nm = x
            funcs[fid] = nm
    return strings, samples, locs, funcs

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*.pprof"))):
        strings, samples, locs, funcs = load(p)
        tot = 0; ns = 0; cnt = {f: 0 for f in FUNCS}
        for lids, vals in samples:
            n = vals[0]; tot += n; ns += vals[1]
            names = {strings[funcs[fid]] for l in lids for fid in locs[l]}
            for fn in FUNCS:
                if fn in names: cnt[fn] += n
        print(f"{side}/{os.path.basename(p)}: samples={tot} cpu={ns/1e9:.2f}s")
        for fn in FUNCS:
            print(f"   {fn:26s} {cnt[fn]:6d}  {100.0*cnt[fn]/max(tot,1):6.2f}%")
