#!/usr/bin/env python3
"""Independent check of the captured Go CPU profiles (gzipped pprof protobuf).

Decodes the protobuf by hand (no pprof tooling): Profile.sample (2),
Profile.location (4), Profile.function (5), Profile.string_table (6).
A function's inclusive share = CPU-sample value of the samples whose stack
contains that function (including inlined frames) / total sample value."""
import glob
import gzip
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.rankScores", "main.digestRecords", "main.hashRecords",
         "main.countTokens", "main.buildRecords", "main.main"]


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


def packed(v, wt):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out


def load(path):
    data = gzip.open(path, "rb").read()
    strings, samples, locs, funcs = [], [], {}, {}
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode())
        elif fn == 2:
            lids, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lids += packed(v2, w2)
                elif f2 == 2: vals += packed(v2, w2)
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
    out = []
    for lids, vals in samples:
        names = set()
        for l in lids:
            for f in locs.get(l, []):
                names.add(strings[funcs[f]])
        out.append((names, vals[0]))  # value[0] = samples/count
    return out


def main():
    print("%-6s %-6s %7s  " % ("side", "run", "samples") + " ".join("%19s" % f for f in FUNCS))
    dirs = sys.argv[1:] or [os.path.join(HERE, s) for s in ("before", "after")]
    for d in dirs:
        for p in sorted(glob.glob(os.path.join(d, "run-*.pb.gz"))):
            st = load(p)
            total = sum(c for _, c in st)
            row = ["%18.1f%%" % (100.0 * sum(c for n, c in st if fn in n) / total) for fn in FUNCS]
            print("%-6s %-6s %7d  " % (os.path.basename(d), os.path.basename(p).split(".")[0], total) + " ".join(row))


if __name__ == "__main__":
    main()
