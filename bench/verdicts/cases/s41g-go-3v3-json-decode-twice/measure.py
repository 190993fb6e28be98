#!/usr/bin/env python3
"""Own reader for Go pprof CPU profiles (gzipped protobuf). Minimal protobuf decoding,
no pprof library. Per run: samples (sum of the 'samples/count' value) and inclusive share =
% of samples whose stack (all locations incl. inlined lines) has a function matching."""
import glob, gzip, os, re

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i)
        fn, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif wt == 1:
            v = b[i:i+8]; i += 8
        elif wt == 5:
            v = b[i:i+4]; i += 4
        else:
            raise ValueError('wire type %d' % wt)
        yield fn, wt, v

def packed(wt, v):
    if wt == 0: return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    data = open(path, 'rb').read()
    if data[:2] == b'\x1f\x8b': data = gzip.decompress(data)
    strings, samples, locs, funcs = [], [], {}, {}
    for fn, wt, v in fields(data):
        if fn == 6: strings.append(v.decode('utf-8', 'replace'))
        elif fn == 2:
            lid, val = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lid += packed(w2, v2)
                elif f2 == 2: val += packed(w2, v2)
            samples.append((lid, val))
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
    names = {fid: strings[n] for fid, n in funcs.items()}
    for lid, val in samples:
        yield (val[0] if val else 1), [names[f] for l in lid for f in locs.get(l, [])]

GROUPS = [
    ('decodeOrder', [r'\bmain\.decodeOrder\b']),
    ('encoding/json', [r'\bencoding/json\.']),
    ('scoreOrder', [r'\bmain\.scoreOrder\b']),
    ('rankBatch', [r'\bmain\.rankBatch\b']),
    ('runtime.gc*', [r'\bruntime\.gcBgMarkWorker\b', r'\bruntime\.gcDrain']),
    ('runtime.mallocgc', [r'\bruntime\.mallocgc\b']),
]

if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    rx = [(g, [re.compile(p) for p in ps]) for g, ps in GROUPS]
    print('%-7s %-14s %8s ' % ('side', 'file', 'samples') + ' '.join('%16s' % g for g, _ in GROUPS))
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(here, side, 'run-*'))):
            tot, hit = 0, {g: 0 for g, _ in GROUPS}
            for n, stack in load(p):
                tot += n
                for g, rs in rx:
                    if any(r.search(f) for f in stack for r in rs): hit[g] += n
            print('%-7s %-14s %8d ' % (side, os.path.basename(p), tot) +
                  ' '.join('%15.1f%%' % (100.0 * hit[g] / tot if tot else 0) for g, _ in GROUPS))
