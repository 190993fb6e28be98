#!/usr/bin/env python3
"""Independent reader for Go pprof CPU profiles (gzipped protobuf, minimal hand-written decoder).
Per run: sample count, total CPU ns, and inclusive share (% of samples whose stack contains
the function, inlined frames included) of the main functions."""
import glob, gzip, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.genRecords", "main.parseRecord", "main.aggregate", "main.bucketCounts",
         "main.sortValues", "main.makeGarbage", "main.round", "runtime.mallocgc", "runtime.gcBgMarkWorker",
         "strconv.Atoi", "strings.Split", "sort.Ints"]

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
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif wt == 1:
            v = b[i:i+8]; i += 8
        elif wt == 5:
            v = b[i:i+4]; i += 4
        else:
            raise ValueError(wt)
        yield fn, wt, v

def ints(wt, v):
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
    strings, samples, locs, funcs = [], [], {}, {}
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode())
        elif fn == 2:
            ids, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1: ids += ints(w2, v2)
                elif f2 == 2: vals += ints(w2, v2)
            samples.append((ids, vals))
        elif fn == 4:
            lid, lines = 0, []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1: lines.append(v3)
            locs[lid] = lines
        elif fn == 5:
            fid = name = 0
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
    stacks = []
    for ids, vals in samples:
        names = set()
        for lid in ids:
            for fid in locs.get(lid, []):
                names.add(strings[funcs[fid]])
        stacks.append((names, vals[0], vals[1] if len(vals) > 1 else 0))
    return stacks

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
        st = load(path)
        total = sum(c for _, c, _ in st)
        ns = sum(t for _, _, t in st)
        print(f"{side}/{os.path.basename(path)}: samples={total} cpu={ns/1e9:.2f}s")
        for f in FUNCS:
            inc = sum(c for names, c, _ in st if f in names)
            print(f"    {f:24s} {inc:5d} {100.0*inc/total:6.1f}%")
