#!/usr/bin/env python3
"""Independent measurement for s40i-go-3v3-builder-to-concat.

Decodes before/ and after/ run-*.pprof (gzipped profile.proto, written by runtime/pprof)
with a small hand-written protobuf reader (no pprof/protobuf library), and prints per run
the number of samples (sample value[0] = "samples/count") and the inclusive share (% of
samples whose stack contains the function, inlined frames included) of the main functions.
"""
import glob, gzip, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.main", "main.makeRecords", "main.scoreRecord", "main.renderRow",
         "runtime.concatstrings", "runtime.concatstring3", "runtime.mallocgc",
         "runtime.memmove", "strings.(*Builder).WriteString", "strconv.FormatInt",
         "main.checksumRows", "runtime.gcBgMarkWorker"]

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
            n, i = varint(b, i); v = b[i:i + n]; i += n
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError("wire type %d" % wt)
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
            strings.append(v.decode("utf-8", "replace"))
        elif fn == 2:
            lids, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lids += ints(w2, v2)
                elif f2 == 2: vals += ints(w2, v2)
            samples.append((lids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif fn == 5:
            fid = name = 0
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
    names = {fid: strings[s] for fid, s in funcs.items()}
    out = []
    for lids, vals in samples:
        st = set()
        for l in lids:
            for fid in locs.get(l, []):
                st.add(names[fid])
        out.append((vals[0], st))
    return out

print("%-7s %-5s %7s " % ("side", "run", "samples") + " ".join("%s" % f for f in FUNCS))
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
        ss = load(path)
        n = sum(c for c, _ in ss)
        run = os.path.basename(path).split(".")[0]
        cols = []
        for f in FUNCS:
            h = sum(c for c, st in ss if f in st)
            cols.append("%s=%.1f%%" % (f, 100.0 * h / n if n else 0))
        print("%-7s %-5s %7d  " % (side, run, n) + "  ".join(cols))
