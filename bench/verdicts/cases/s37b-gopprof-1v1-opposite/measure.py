#!/usr/bin/env python3
"""Independent check for the Go pprof captures. Decodes the (gzipped) pprof
protobuf with a tiny hand-written decoder and prints, per run, total samples and
the inclusive share (by sample count and by cpu nanoseconds) of the main.* functions."""
import glob, gzip, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.lookupRate", "main.signTxn", "main.genTransactions", "main.aggregate", "main.main"]


def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7F) << s
        if c < 0x80:
            return r, i
        s += 7


def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i)
        fn, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            n, i = varint(b, i)
            v = b[i:i + n]; i += n
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError("wire type %d" % wt)
        yield fn, wt, v


def packed(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i)
        out.append(x)
    return out


def load(path):
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode())
        elif fn == 1:
            d = {f: x for f, _, x in fields(v)}
            stypes.append((d.get(1, 0), d.get(2, 0)))
        elif fn == 2:
            lids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: lids += packed(w, x)
                elif f == 2: vals += packed(w, x)
            samples.append((lids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    for ff, _, xx in fields(x):
                        if ff == 1: fids.append(xx)
            locs[lid] = fids
        elif fn == 5:
            d = {f: x for f, _, x in fields(v)}
            funcs[d.get(1, 0)] = d.get(2, 0)
    names = {fid: strings[si] for fid, si in funcs.items()}
    types = ["%s/%s" % (strings[a], strings[b]) for a, b in stypes]
    return types, [([names[f] for l in lids for f in locs[l]], vals) for lids, vals in samples]


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        types, samples = load(path)
        ci = types.index("cpu/nanoseconds")
        si = types.index("samples/count")
        tot_n = sum(v[si] for _, v in samples)
        tot_c = sum(v[ci] for _, v in samples)
        print("%-6s %-12s samples=%d cpu=%.2fs" % (side, os.path.basename(path), tot_n, tot_c / 1e9))
        for f in FUNCS:
            hn = sum(v[si] for st, v in samples if f in st)
            print("    %-22s %5.1f%% of samples" % (f, 100.0 * hn / tot_n))
