#!/usr/bin/env python3
"""Independent measure for Go pprof CPU profiles: a minimal protobuf decoder (no go tool, no libs)
reads profile.proto's samples/locations/functions/strings and prints per run the sample count
(value[0] = samples) and the inclusive share (% of samples whose stack contains the function)."""
import glob, gzip, os, sys

FUNCS = ["main.rankPostings", "main.tokenize", "main.buildPostings", "main.compressBlocks", "main.main"]

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

def measure(path):
    raw = open(path, "rb").read()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    samples, locs, funcs, strings = [], {}, {}, []
    for fn, wt, v in fields(raw):
        if fn == 2:
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
            fid, name = 0, 0
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
        elif fn == 6:
            strings.append(v.decode())
    total, incl = 0, {f: 0 for f in FUNCS}
    for lids, vals in samples:
        n = vals[0]
        names = {strings[funcs[fid]] for lid in lids for fid in locs.get(lid, [])}
        total += n
        for f in FUNCS:
            if f in names:
                incl[f] += n
    return total, incl

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(root, side, "run-*.pprof")) + glob.glob(os.path.join(root, side, "run-*.pb.gz"))):
        total, incl = measure(p)
        print("%-6s %-12s samples=%d  %s" % (side, os.path.basename(p), total,
              "  ".join("%s=%.1f%%" % (f, 100.0 * incl[f] / total) for f in FUNCS)))
