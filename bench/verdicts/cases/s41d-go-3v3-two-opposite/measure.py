#!/usr/bin/env python3
"""Independent measurement of Go CPU pprof files (gzipped protobuf), with a hand-written
protobuf decoder (no pprof tool). Per run: total samples (sample value[0] = count) and the
inclusive share (% of samples whose stack, including inlined frames, contains the function)."""
import glob, gzip, os, re

FUNCS = [("main.scoreRoutes (culprit, slower)", r"\bmain\.scoreRoutes\b"),
         ("main.lookupRoutes (improvement)", r"\bmain\.lookupRoutes\b"),
         ("main.packBatch (unchanged)", r"\bmain\.packBatch\b"),
         ("sort.SearchInts", r"\bsort\.Search(Ints)?\b"),
         ("main.main", r"\bmain\.main\b")]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1; r |= (c & 0x7F) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i); f, t = k >> 3, k & 7
        if t == 0: v, i = varint(b, i)
        elif t == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif t == 1: v = b[i:i+8]; i += 8
        elif t == 5: v = b[i:i+4]; i += 4
        else: raise ValueError(t)
        yield f, t, v

def ints(t, v):
    if t == 0: return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    raw = open(path, "rb").read()
    if raw[:2] == b"\x1f\x8b": raw = gzip.decompress(raw)
    samples, locs, funcs, strings = [], {}, {}, []
    for f, t, v in fields(raw):
        if f == 2:
            ls, vals = [], []
            for f2, t2, v2 in fields(v):
                if f2 == 1: ls += ints(t2, v2)
                elif f2 == 2: vals += ints(t2, v2)
            samples.append((ls, vals))
        elif f == 4:
            lid, fids = None, []
            for f2, t2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, t3, v3 in fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif f == 5:
            fid = name = None
            for f2, t2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
        elif f == 6:
            strings.append(v.decode("utf-8", "replace"))
    fname = {k: strings[v] for k, v in funcs.items()}
    return [([fname[fid] for l in ls for fid in locs.get(l, [])], vals) for ls, vals in samples]

base = os.path.dirname(os.path.abspath(__file__))
pats = [(l, re.compile(r)) for l, r in FUNCS]
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(base, side, "run-*"))):
        n = 0; hits = [0] * len(pats)
        for frames, vals in load(p):
            c = vals[0]; n += c
            for i, (_, rx) in enumerate(pats):
                if any(rx.search(f) for f in frames): hits[i] += c
        print(f"{side}/{os.path.basename(p)}: samples={n}")
        for (l, _), h in zip(pats, hits):
            print(f"    {l:36s} {h:6d}  {100.0*h/max(n,1):6.2f}%")
