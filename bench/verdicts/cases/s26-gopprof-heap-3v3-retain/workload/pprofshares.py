#!/usr/bin/env python3
"""Share of each sample type held by samples whose stack contains FUNC, from
pprof .pb.gz files (own minimal protobuf decoder, no dependencies).
usage: pprofshares.py FUNC file.pb.gz..."""
import gzip, sys
from collections import defaultdict

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
            raise ValueError(wt)
        yield f, wt, v

def ints(wt, v):
    if wt == 0:
        return [v]
    out = []; i = 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def parse(path):
    data = gzip.open(path).read()
    strings, stypes, samples, locs, funcs = [], [], [], {}, {}
    for f, wt, v in fields(data):
        if f == 6:
            strings.append(v.decode())
        elif f == 1:
            d = {ff: vv for ff, _, vv in fields(v)}; stypes.append((d.get(1, 0), d.get(2, 0)))
        elif f == 2:
            lids, vals = [], []
            for ff, w, vv in fields(v):
                if ff == 1: lids += ints(w, vv)
                elif ff == 2: vals += ints(w, vv)
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for ff, w, vv in fields(v):
                if ff == 1: lid = vv
                elif ff == 4:
                    for f2, _, v2 in fields(vv):
                        if f2 == 1: fids.append(v2)
            locs[lid] = fids
        elif f == 5:
            d = {ff: vv for ff, _, vv in fields(v)}; funcs[d.get(1, 0)] = d.get(2, 0)
    types = ["%s/%s" % (strings[t], strings[u]) for t, u in stypes]
    out = []
    for lids, vals in samples:
        names = [strings[funcs[fid]] for lid in lids for fid in locs[lid]]
        out.append((names, vals))
    return types, out

def shares(path, func):
    types, samples = parse(path)
    tot = [0] * len(types); hit = [0] * len(types)
    for names, vals in samples:
        for k, x in enumerate(vals):
            tot[k] += x
            if func in names:
                hit[k] += x
    return types, tot, hit

if __name__ == "__main__":
    func = sys.argv[1]
    for p in sys.argv[2:]:
        types, tot, hit = shares(p, func)
        print(p, "  ".join("%s %.1f%% (%d of %d)" % (t, 100 * h / max(T, 1), h, T)
                           for t, T, h in zip(types, tot, hit)))
