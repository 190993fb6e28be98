#!/usr/bin/env python3
"""Independent measurement for Go runtime/pprof CPU profiles (gzipped protobuf), with a
minimal hand-written protobuf decoder (no dependencies). Per run: number of samples and the
inclusive share (% of samples whose stack, including inlined frames, contains a matching function)."""
import gzip, glob, os, re, sys

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
        k, i = varint(b, i)
        f, wt = k >> 3, k & 7
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
    raw = open(path, "rb").read()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    strings, funcs, locs, samples, stypes = [], {}, {}, [], []
    for f, wt, v in fields(raw):
        if f == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif f == 1:
            d = {ff: vv for ff, _, vv in fields(v)}; stypes.append(d)
        elif f == 2:
            lids, vals = [], []
            for ff, w2, vv in fields(v):
                if ff == 1: lids += ints(w2, vv)
                elif ff == 2: vals += ints(w2, vv)
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for ff, w2, vv in fields(v):
                if ff == 1: lid = vv
                elif ff == 4:
                    for f3, _, v3 in fields(vv):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif f == 5:
            fid, name = 0, 0
            for ff, _, vv in fields(v):
                if ff == 1: fid = vv
                elif ff == 2: name = vv
            funcs[fid] = name
    names = {fid: strings[n] for fid, n in funcs.items()}
    out = []
    for lids, vals in samples:
        st = []
        for l in lids:
            st += [names[x] for x in locs.get(l, [])]
        out.append((st, vals[0]))   # vals[0] = samples/count
    return out

def report(here, groups, pattern="run-*.pprof"):
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(here, side, pattern))):
            smp = load(path)
            n = sum(c for _, c in smp)
            print(f"{side}/{os.path.basename(path)}: {n} samples ({n/100:.2f} s CPU at 100 Hz)")
            for name, rx in groups:
                test = rx if callable(rx) else (lambda st, rx=rx: any(rx.search(x) for x in st))
                h = sum(c for st, c in smp if test(st))
                print(f"    {100.0*h/n:6.1f}%  ({h:5d})  {name}")
