#!/usr/bin/env python3
"""Independent measurement of Go pprof CPU profiles. Decodes the gzipped profile.proto with a
minimal protobuf reader (no Go tooling). Per run: samples (sample count value) and the inclusive
share (% of samples whose stack contains the function, inlined frames included)."""
import glob, gzip, os, sys

FUNCS = ["main.encodeItems", "main.hashBlocks", "main.rankItems", "main.tallyBins", "main.main", "runtime.gcBgMarkWorker"]

def varint(b, i):
    x = s = 0
    while True:
        c = b[i]; i += 1
        x |= (c & 0x7f) << s; s += 7
        if c < 0x80:
            return x, i

def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i)
        fno, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            ln, i = varint(b, i); v = b[i:i+ln]; i += ln
        elif wt == 1:
            v = b[i:i+8]; i += 8
        elif wt == 5:
            v = b[i:i+4]; i += 4
        else:
            raise ValueError("wire type %d" % wt)
        yield fno, wt, v

def ints(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def measure(path):
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for fno, wt, v in fields(data):
        if fno == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif fno == 1:
            t = {}
            for f2, w2, v2 in fields(v):
                t[f2] = v2
            stypes.append(t)
        elif fno == 2:
            lids, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lids += ints(w2, v2)
                elif f2 == 2: vals += ints(w2, v2)
            samples.append((lids, vals))
        elif fno == 4:
            lid, fids = 0, []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif fno == 5:
            fid, name = 0, 0
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
    # value index 0 is "samples/count" for Go CPU profiles
    assert strings[stypes[0].get(1, 0)] == "samples", [strings[t.get(1, 0)] for t in stypes]
    total = 0
    counts = {f: 0 for f in FUNCS}
    for lids, vals in samples:
        n = vals[0]
        total += n
        names = set(strings[funcs[fid]] for lid in lids for fid in locs.get(lid, []))
        for f in FUNCS:
            if f in names:
                counts[f] += n
    return total, counts

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(base, side, "run-*.pprof"))):
            n, counts = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for f in FUNCS:
                print(f"   {f:24s} {counts[f]:6d}  {100.0*counts[f]/max(n,1):6.2f}%")

if __name__ == "__main__":
    main()
