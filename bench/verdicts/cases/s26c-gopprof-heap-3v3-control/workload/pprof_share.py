#!/usr/bin/env python3
"""Minimal pprof (profile.proto, gzipped) reader: culprit share per sample type.

Usage: pprof_share.py REGEX FILE...          share of each sample value whose stack
                                             contains a function matching REGEX
       pprof_share.py --top TYPE FILE...     inclusive share per function for value TYPE
A stack contains a function if any of its locations (including inlined lines) names it.
"""
import gzip, re, sys


def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7F) << s; s += 7
        if c < 0x80:
            return r, i


def fields(b):
    i, n = 0, len(b)
    while i < n:
        key, i = varint(b, i)
        f, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            ln, i = varint(b, i); v = b[i:i + ln]; i += ln
        elif wt == 1:
            v = int.from_bytes(b[i:i + 8], "little"); i += 8
        elif wt == 5:
            v = int.from_bytes(b[i:i + 4], "little"); i += 4
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
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    strings, types, samples, locs, funcs = [], [], [], {}, {}
    for f, wt, v in fields(data):
        if f == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif f == 1:
            d = {ff: vv for ff, _, vv in fields(v)}
            types.append((d.get(1, 0), d.get(2, 0)))
        elif f == 2:
            lids, vals = [], []
            for ff, w, vv in fields(v):
                if ff == 1: lids += ints(w, vv)
                elif ff == 2: vals += [x - (1 << 64) if x >= 1 << 63 else x for x in ints(w, vv)]
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for ff, w, vv in fields(v):
                if ff == 1: lid = vv
                elif ff == 4:
                    fids.append({a: b for a, _, b in fields(vv)}.get(1, 0))
            locs[lid] = fids
        elif f == 5:
            d = {ff: vv for ff, _, vv in fields(v)}
            funcs[d.get(1, 0)] = d.get(2, 0)
    types = ["%s/%s" % (strings[a], strings[b]) for a, b in types]
    fname = {k: strings[v] for k, v in funcs.items()}
    stacks = []
    for lids, vals in samples:
        names = []
        for l in lids:
            names += [fname.get(x, "?") for x in locs.get(l, [])]
        stacks.append((names, vals))
    return types, stacks


def main():
    a = sys.argv[1:]
    if a[0] == "--top":
        t = a[1]
        for p in a[2:]:
            types, stacks = load(p)
            k = [x.split("/")[0] for x in types].index(t)
            tot = sum(v[k] for _, v in stacks); inc = {}
            for names, v in stacks:
                for n in set(names):
                    inc[n] = inc.get(n, 0) + v[k]
            print("%s: %s total %d" % (p, t, tot))
            for n, v in sorted(inc.items(), key=lambda x: -x[1])[:14]:
                print("   %6.1f%%  %s" % (100.0 * v / tot, n))
        return
    rx = re.compile(a[0])
    for p in a[1:]:
        types, stacks = load(p)
        parts = []
        for k, t in enumerate(types):
            tot = sum(v[k] for _, v in stacks)
            hit = sum(v[k] for names, v in stacks if any(rx.search(n) for n in names))
            parts.append("%s %d/%d=%.1f%%" % (t.split("/")[0], hit, tot, 100.0 * hit / tot if tot else 0))
        print("%s: %s" % (p, "  ".join(parts)))


if __name__ == "__main__":
    main()
