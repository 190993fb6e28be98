#!/usr/bin/env python3
"""Independent measurement for s38d-gopprof-3v3-alloc-gc.

Decodes each run-N.pprof (gzipped protobuf, pprof profile.proto) with a tiny
hand-written protobuf reader (no Go tooling), expands inlined frames, and
prints per run: total samples and the inclusive share (% of samples whose
stack contains the function) of the culprit and other main functions.
"""
import glob, gzip, os, sys

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
            v = int.from_bytes(b[i:i + 8], 'little'); i += 8
        elif wt == 5:
            v = int.from_bytes(b[i:i + 4], 'little'); i += 4
        else:
            raise ValueError('wire type %d' % wt)
        yield fn, wt, v

def ints(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    data = open(path, 'rb').read()
    if data[:2] == b'\x1f\x8b':
        data = gzip.decompress(data)
    strings, funcs, locs, samples = [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode())
        elif fn == 5:
            d = {f: x for f, _, x in fields(v)}
            funcs[d.get(1, 0)] = d.get(2, 0)
        elif fn == 4:
            lid, lines = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    ld = {ff: xx for ff, _, xx in fields(x)}
                    lines.append(ld.get(1, 0))
            locs[lid] = lines
        elif fn == 2:
            lids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: lids += ints(w, x)
                elif f == 2: vals += ints(w, x)
            samples.append((lids, vals))
    out = []
    for lids, vals in samples:
        frames = []
        for l in lids:  # leaf first; within a location, inlined callee first
            for fid in locs.get(l, []):
                frames.append(strings[funcs[fid]])
        out.append((frames, vals[0]))
    return out

FUNCS = ['main.tokenize', 'runtime.mallocgc', 'runtime.makemap', 'runtime.makeslice',
         'runtime.mapassign_fast32', 'main.checksum', 'main.score', 'runtime.asyncPreempt',
         'runtime.gcBgMarkWorker', 'runtime.main']

def main():
    base = os.path.dirname(os.path.abspath(__file__))
    short = {f: f.replace('runtime.', 'rt.') for f in FUNCS}
    print('%-14s %7s ' % ('run', 'samples') + ' '.join('%11s' % short[f][:11] for f in FUNCS)
          + ' %11s %11s' % ('tok>malloc', 'tok self'))
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(base, side, 'run-*.pprof'))):
            prof = load(p)
            total = sum(n for _, n in prof)
            inc = {f: 0 for f in FUNCS}
            tok_self = tok_malloc = 0
            for frames, n in prof:
                s = set(frames)
                if frames and frames[0] == 'main.tokenize':
                    tok_self += n
                if 'main.tokenize' in s and 'runtime.mallocgc' in s:
                    tok_malloc += n
                for f in FUNCS:
                    if f in s:
                        inc[f] += n
            name = side + '/' + os.path.basename(p).split('.')[0]
            print('%-14s %7d ' % (name, total) + ' '.join('%10.1f%%' % (100.0 * inc[f] / total) for f in FUNCS)
                  + ' %10.1f%% %10.1f%%' % (100.0 * tok_malloc / total, 100.0 * tok_self / total))
    print('\nshares are inclusive: % of samples whose stack contains the function;\n'
          'tok>malloc = stack contains both main.tokenize and runtime.mallocgc; tok self = main.tokenize is the leaf')

if __name__ == '__main__':
    main()
