#!/usr/bin/env python3
"""Share of samples whose stack contains a frame matching each regex.

Decodes a gzipped pprof profile.proto (Go runtime/pprof CPU profile) directly:
samples (location ids + values), locations (possibly several lines = inlined
frames), functions and the string table. Counts the first sample value
("samples/count"). Usage: share_pprof.py REGEX[,REGEX...] FILE.pb.gz...
"""
import gzip
import re
import sys


def varint(b, i):
    shift = val = 0
    while True:
        c = b[i]
        i += 1
        val |= (c & 0x7F) << shift
        if c < 0x80:
            return val, i
        shift += 7


def fields(b):
    i = 0
    while i < len(b):
        tag, i = varint(b, i)
        fn, wt = tag >> 3, tag & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            ln, i = varint(b, i)
            v = b[i:i + ln]
            i += ln
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError("wire type %d" % wt)
        yield fn, wt, v


def ints(wt, v):
    """repeated uint64: packed (wt 2) or single (wt 0)"""
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i)
        out.append(x)
    return out


def load(path):
    data = gzip.open(path).read()
    samples, locs, funcs, strings = [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 2:  # Sample
            ids, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1:
                    ids += ints(w2, v2)
                elif f2 == 2:
                    vals += ints(w2, v2)
            samples.append((ids, vals))
        elif fn == 4:  # Location
            lid, fids = 0, []
            for f2, w2, v2 in fields(v):
                if f2 == 1:
                    lid = v2
                elif f2 == 4:  # Line
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1:
                            fids.append(v3)
            locs[lid] = fids
        elif fn == 5:  # Function
            fid = name = 0
            for f2, w2, v2 in fields(v):
                if f2 == 1:
                    fid = v2
                elif f2 == 2:
                    name = v2
            funcs[fid] = name
        elif fn == 6:
            strings.append(v.decode())
    out = []
    for ids, vals in samples:
        names = [strings[funcs[f]] for lid in ids for f in locs.get(lid, [])]
        out.append((names, vals[0]))
    return out


def main():
    pats = [(p, re.compile(p)) for p in sys.argv[1].split(",")]
    print("| file | samples | " + " | ".join("`%s`" % p for p, _ in pats) + " |")
    print("|---|---:|" + "---:|" * len(pats))
    for path in sys.argv[2:]:
        prof = load(path)
        total = sum(c for _, c in prof)
        cells = []
        for _, rx in pats:
            hit = sum(c for names, c in prof if any(rx.match(n) for n in names))
            cells.append("%d (%.1f%%)" % (hit, 100.0 * hit / total))
        print("| %s | %d | %s |" % (path, total, " | ".join(cells)))


if __name__ == "__main__":
    main()
