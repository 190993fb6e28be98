#!/usr/bin/env python3
"""Independent measure for s39a-gopprof-1v1-mutex-counter.
Decodes the gzipped pprof protobuf by hand (no pprof tooling), expands inlined frames
(every Line of a Location counts as a frame), and prints per run: samples (count value),
CPU ms, and inclusive share (% of sample count whose stack contains the function)."""
import glob, gzip, os

FUNCS = ["main.recordProcessed", "sync.(*Mutex).Lock", "internal/sync.(*Mutex).Lock",
         "internal/sync.(*Mutex).lockSlow", "internal/sync.(*Mutex).Unlock",
         "main.digestItem", "main.foldDigest", "main.worker"]
here = os.path.dirname(os.path.abspath(__file__))

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
            n, i = varint(b, i); v = b[i:i + n]; i += n
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
    strings, funcs, locs, samples = [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif fn == 5:
            d = {f: x for f, _, x in fields(v)}
            funcs[d.get(1, 0)] = d.get(2, 0)
        elif fn == 4:
            lid, fids = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    fids.append({ff: xx for ff, _, xx in fields(x)}.get(1, 0))
            locs[lid] = fids
        elif fn == 2:
            ids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: ids += packed(w, x)
                elif f == 2: vals += packed(w, x)
            samples.append((ids, vals))
    out = []
    for ids, vals in samples:
        names = set()
        for lid in ids:
            for fid in locs.get(lid, []):
                names.add(strings[funcs[fid]])
        out.append((names, vals[0], vals[1] if len(vals) > 1 else 0))
    return out

print("%-14s %7s %7s " % ("run", "samples", "cpu_ms") + " ".join("%14s" % f.split(".")[-1][:14] for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        sm = load(p)
        total = sum(c for _, c, _ in sm)
        ns = sum(n for _, _, n in sm)
        inc = {f: sum(c for names, c, _ in sm if f in names) for f in FUNCS}
        print("%-14s %7d %7d " % (side + "/" + os.path.basename(p).split(".")[0], total, ns // 1000000)
              + " ".join("%13.1f%%" % (100.0 * inc[f] / total) for f in FUNCS))
print("\ncolumns (in order):", ", ".join(FUNCS))
