#!/usr/bin/env python3
"""Independent measure for Go pprof CPU profiles: decodes the gzipped profile.proto with a
minimal hand-written protobuf reader (no pprof tooling), then prints per run the sample
count, CPU seconds, and inclusive share (% of samples, weighted by the cpu value, whose stack
contains the function)."""
import glob, gzip, os
D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.main", "main.bucketFor", "main.normalizeKey", "main.genRecords", "main.parseRecord",
         "main.rankBuckets", "main.aggregate", "runtime.gcBgMarkWorker", "runtime.mallocgc"]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7f) << s; s += 7
        if c < 0x80:
            return r, i

def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i)
        fn, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            ln, i = varint(b, i); v = b[i:i + ln]; i += ln
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError(wt)
        yield fn, wt, v

def packed(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 1:  # sample_type
            t = dict((f, x) for f, _, x in fields(v)); stypes.append(t.get(1, 0))
        elif fn == 2:
            ids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: ids += packed(w, x)
                elif f == 2: vals += packed(w, x)
            samples.append((ids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    for f2, w2, x2 in fields(x):
                        if f2 == 1: fids.append(x2)
            locs[lid] = fids
        elif fn == 5:
            fid = name = 0
            for f, w, x in fields(v):
                if f == 1: fid = x
                elif f == 2: name = x
            funcs[fid] = name
        elif fn == 6:
            strings.append(v.decode())
    return strings, samples, locs, funcs, stypes

print(f"{'run':<14}{'samples':>8}{'cpu_s':>8}" + "".join(f"{f.split('.',1)[1]:>15}" for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        strings, samples, locs, funcs, stypes = load(p)
        ci = 1  # sample types: samples/count, cpu/nanoseconds
        tot_n = sum(v[0] for _, v in samples)
        tot = sum(v[ci] for _, v in samples)
        inc = {f: 0 for f in FUNCS}
        for ids, v in samples:
            names = {strings[funcs[fid]] for l in ids for fid in locs[l]}
            for f in FUNCS:
                if f in names:
                    inc[f] += v[ci]
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<14}{tot_n:>8}{tot/1e9:>8.2f}" +
              "".join(f"{100.0*inc[f]/tot:>14.1f}%" for f in FUNCS))
