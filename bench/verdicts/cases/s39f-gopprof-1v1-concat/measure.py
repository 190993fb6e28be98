#!/usr/bin/env python3
"""Independent measurement of Go pprof CPU profiles (gzipped protobuf), decoded with a minimal
hand-written protobuf reader (no pprof tooling). Per run: number of samples (sum of the 'samples'
value), CPU seconds, and the inclusive share (% of samples whose stack, including inlined frames,
contains the function) of our functions and of the runtime frames of interest."""
import glob, gzip, os
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.process", "main.makeParts", "main.buildKey", "main.hashKey",
         "runtime.concatstrings", "runtime.concatstring2", "runtime.rawstringtmp", "runtime.rawstring",
         "runtime.mallocgc", "runtime.memmove",
         "strings.(*Builder).WriteString", "runtime.gcBgMarkWorker"]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1; r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i); fn, wt = key >> 3, key & 7
        if wt == 0: v, i = varint(b, i)
        elif wt == 2:
            l, i = varint(b, i); v = b[i:i+l]; i += l
        elif wt == 1: v = b[i:i+8]; i += 8
        elif wt == 5: v = b[i:i+4]; i += 4
        else: raise ValueError(wt)
        yield fn, wt, v

def ints(wt, v):
    if wt == 0: return [v]
    out = []; i = 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b": data = gzip.decompress(data)
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 6: strings.append(v.decode())
        elif fn == 1:
            d = {f: x for f, _, x in fields(v)}; stypes.append((d.get(1, 0), d.get(2, 0)))
        elif fn == 2:
            lids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: lids += ints(w, x)
                elif f == 2: vals += ints(w, x)
            samples.append((lids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    fids.append({ff: xx for ff, _, xx in fields(x)}.get(1, 0))
            locs[lid] = fids
        elif fn == 5:
            d = {f: x for f, _, x in fields(v)}; funcs[d.get(1, 0)] = d.get(2, 0)
    types = [strings[t] for t, _ in stypes]
    return strings, samples, locs, funcs, types

def measure(path):
    strings, samples, locs, funcs, types = load(path)
    si = types.index("samples"); ci = types.index("cpu")
    n = 0; ns = 0; c = {f: 0 for f in FUNCS}; under = {"mallocgc": 0, "memmove": 0}
    for lids, vals in samples:
        names = {strings[funcs[fid]] for lid in lids for fid in locs.get(lid, [])}
        k = vals[si]; n += k; ns += vals[ci]
        for f in FUNCS:
            if f in names: c[f] += k
        if "main.buildKey" in names:
            for u in under:
                if "runtime." + u in names: under[u] += k
    return n, ns / 1e9, c, under

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof")) + sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz")))):
            n, sec, c, under = measure(p)
            print(f"{side}/{os.path.basename(p)}: samples={n} cpu={sec:.2f}s   (samples, inclusive share)")
            for f in FUNCS:
                print(f"    {f:<34}{c[f]:>6} {100*c[f]/n:>6.1f}%")
            for u, k in under.items():
                print(f"    {'runtime.'+u+' under main.buildKey':<34}{k:>6} {100*k/n:>6.1f}%")
main()
