#!/usr/bin/env python3
"""Independent measurement of the Go pprof profiles of this case.

A minimal protobuf decoder for profile.proto (gzipped). For each sample it takes
value[0] (sample count) and the set of function names on its stack (all lines of
each location, so inlined frames count). Prints per run the samples and the
inclusive share of the culprit and the other main functions.
"""
import glob, gzip, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["encoding/json.Marshal", "main.priceOrder", "main.fingerprint",
         "main.rankCustomers", "main.processOrders", "runtime.asyncPreempt",
         "runtime.gcBgMarkWorker", "runtime.mallocgc", "main.main"]


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
        f, wt = key >> 3, key & 7
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
        yield f, wt, v


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
    samples, locs, funcs, strings = [], {}, {}, []
    for f, wt, v in fields(data):
        if f == 2:
            lid, val = [], []
            for g, wt2, v2 in fields(v):
                if g == 1: lid += ints(wt2, v2)
                elif g == 2: val += ints(wt2, v2)
            samples.append((lid, val))
        elif f == 4:
            lid, fids = 0, []
            for g, wt2, v2 in fields(v):
                if g == 1: lid = v2
                elif g == 4:
                    for h, wt3, v3 in fields(v2):
                        if h == 1: fids.append(v3)
            locs[lid] = fids
        elif f == 5:
            fid, name = 0, 0
            for g, wt2, v2 in fields(v):
                if g == 1: fid = v2
                elif g == 2: name = v2
            funcs[fid] = name
        elif f == 6:
            strings.append(v.decode())
    for lid, val in samples:
        names = {strings[funcs[fid]] for l in lid for fid in locs.get(l, [])}
        yield names, val[0]


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
        total = 0
        inc = dict.fromkeys(FUNCS, 0)
        for names, n in load(path):
            total += n
            for fn in FUNCS:
                if fn in names:
                    inc[fn] += n
        print("%-6s %-12s samples=%5d" % (side, os.path.basename(path), total))
        print("       " + "  ".join("%s %.1f%%" % (fn, 100.0 * inc[fn] / total) for fn in FUNCS))
