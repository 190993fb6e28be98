#!/usr/bin/env python3
"""Minimal reader for Go pprof profiles (gzipped profile.proto), no dependencies.

Usage: pprof_share.py REGEX[,REGEX...] FILE.pb.gz [...]
For each file prints, per sample type, the total value and for each regex the share of the
value carried by samples whose stack has a frame (function name, inlined frames included)
matching the regex.
"""
import gzip, re, sys


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
            raise ValueError('wire type %d' % wt)
        yield f, wt, v


def packed(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out


def signed(x):
    return x - (1 << 64) if x >= 1 << 63 else x


def parse(path):
    with open(path, 'rb') as f:
        raw = f.read()
    if raw[:2] == b'\x1f\x8b':
        raw = gzip.decompress(raw)
    strings, stypes, samples, locs, funcs = [], [], [], {}, {}
    for f, wt, v in fields(raw):
        if f == 1:
            d = {ff: vv for ff, _, vv in fields(v)}
            stypes.append((d.get(1, 0), d.get(2, 0)))
        elif f == 2:
            ids, vals = [], []
            for ff, w2, vv in fields(v):
                if ff == 1: ids += packed(w2, vv)
                elif ff == 2: vals += [signed(x) for x in packed(w2, vv)]
            samples.append((ids, vals))
        elif f == 4:
            lid, fids = 0, []
            for ff, w2, vv in fields(v):
                if ff == 1: lid = vv
                elif ff == 4:
                    fid = {a: b for a, _, b in fields(vv)}.get(1, 0)
                    fids.append(fid)
            locs[lid] = fids
        elif f == 5:
            d = {ff: vv for ff, _, vv in fields(v)}
            funcs[d.get(1, 0)] = d.get(2, 0)
        elif f == 6:
            strings.append(v.decode('utf-8', 'replace'))
    stypes = ['%s/%s' % (strings[t], strings[u]) for t, u in stypes]
    fname = {fid: strings[s] for fid, s in funcs.items()}
    out = []
    for ids, vals in samples:
        stack = []  # leaf first; inlined frames in order (innermost first)
        for lid in ids:
            stack += [fname.get(fid, '?') for fid in locs.get(lid, [])]
        out.append((stack, vals))
    return stypes, out


def main():
    pats = [re.compile(p) for p in sys.argv[1].split(',')]
    for path in sys.argv[2:]:
        stypes, samples = parse(path)
        print('%s: %d samples' % (path.split('/cases/')[-1], len(samples)))
        for k, st in enumerate(stypes):
            total = sum(v[k] for _, v in samples)
            cells = []
            for p in pats:
                hit = sum(v[k] for s, v in samples if any(p.search(f) for f in s))
                cells.append('%s %5.1f%%' % (p.pattern, 100 * hit / total if total else 0))
            print('  %-22s total %-14d %s' % (st, total, '  '.join(cells)))


if __name__ == '__main__':
    main()
