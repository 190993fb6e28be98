#!/usr/bin/env python3
"""Independent measure: a minimal pprof (gzipped protobuf) reader, no Go tooling. Prints per run
the sample count and inclusive shares (% of samples whose stack contains the function, inlined
frames included) of the workload functions."""
import gzip, glob, os

D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.buildRecords", "main.encodeRecords", "main.sortLines", "main.tally",
         "sort.Strings", "strings.Split", "runtime.gcBgMarkWorker", "runtime.mallocgc", "main.main"]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7F) << s; s += 7
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

def packed(v, wt):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    b = gzip.open(path).read()
    samples, locs, funcs, strs = [], {}, {}, []
    for fn, wt, v in fields(b):
        if fn == 2:
            lids, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lids += packed(v2, w2)
                elif f2 == 2: vals += packed(v2, w2)
            samples.append((lids, vals))
        elif fn == 4:
            lid, fids = None, []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif fn == 5:
            fid = name = None
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
        elif fn == 6:
            strs.append(v.decode())
    out = []
    for lids, vals in samples:
        names = {strs[funcs[f]] for l in lids for f in locs[l]}
        out.append((names, vals[0]))
    return out

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        total, inc = 0, {f: 0 for f in FUNCS}
        for names, n in load(path):
            total += n
            for f in FUNCS:
                if f in names: inc[f] += n
        print(f"{side}/{os.path.basename(path)}: samples={total}")
        for f in FUNCS:
            print(f"    {f:26s} {inc[f]:5d}  {100*inc[f]/total:5.1f}%")
