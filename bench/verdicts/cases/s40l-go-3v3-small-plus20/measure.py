#!/usr/bin/env python3
"""Independent reader for Go pprof CPU profiles (gzipped protobuf), with a minimal
hand-written protobuf decoder (no pprof tooling). Per run: number of samples
(sum of the 'samples' value) and the inclusive share of each of the four stages."""
import glob, gzip, os

FUNCS = ["main.routeParcels", "main.scoreOrders", "main.tallyStock", "main.auditLedger"]
here = os.path.dirname(os.path.abspath(__file__))


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


def parse(path):
    with open(path, "rb") as f:
        raw = f.read()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for fn, wt, v in fields(raw):
        if fn == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif fn == 1:
            d = {f: x for f, _, x in fields(v)}; stypes.append(d.get(1, 0))
        elif fn == 2:
            ids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: ids += ints(w, x)
                elif f == 2: vals += ints(w, x)
            samples.append((ids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    for ff, _, xx in fields(x):
                        if ff == 1: fids.append(xx)
            locs[lid] = fids
        elif fn == 5:
            fid = name = 0
            for f, w, x in fields(v):
                if f == 1: fid = x
                elif f == 2: name = x
            funcs[fid] = name
    idx = [strings[s] for s in stypes].index("samples")
    return strings, samples, locs, funcs, idx


print("%-7s %-12s %7s " % ("side", "file", "samples") + " ".join("%18s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.pprof"))):
        strings, samples, locs, funcs, idx = parse(p)
        total = 0; hit = dict.fromkeys(FUNCS, 0)
        for ids, vals in samples:
            n = vals[idx]; total += n
            names = {strings[funcs[fid]] for l in ids for fid in locs.get(l, [])}
            for f in FUNCS:
                if f in names: hit[f] += n
        print("%-7s %-12s %7d " % (side, os.path.basename(p), total) +
              " ".join("%17.1f%%" % (100.0 * hit[f] / total if total else 0) for f in FUNCS))
