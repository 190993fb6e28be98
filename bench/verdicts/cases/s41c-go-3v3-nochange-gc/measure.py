#!/usr/bin/env python3
"""Independent measurement for this case: decodes the Go pprof protobuf files
directly (no pprof tooling), and prints per run the sample count and the
inclusive share (% of samples whose stack contains a frame matching the
pattern) of the main functions / groups."""
import gzip, os, re, sys, glob

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i); fn, wt = key >> 3, key & 7
        if wt == 0: v, i = varint(b, i)
        elif wt == 2:
            l, i = varint(b, i); v = b[i:i+l]; i += l
        elif wt == 1: v = b[i:i+8]; i += 8
        elif wt == 5: v = b[i:i+4]; i += 4
        else: raise ValueError(wt)
        yield fn, wt, v

def ints(wt, v):
    if wt == 0: return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    b = open(path, 'rb').read()
    if b[:2] == b'\x1f\x8b': b = gzip.decompress(b)
    samples, locs, funcs, strs = [], {}, {}, []
    for fn, wt, v in fields(b):
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
            fid = name = 0
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
        elif fn == 6:
            strs.append(v.decode())
    out = []
    for lids, vals in samples:
        names = [strs[funcs[f]] for l in lids for f in locs[l]]
        out.append((vals[0], names))  # value[0] = sample count
    return out

GROUPS = [
    ("main.buildRecords", r"\bmain\.buildRecords\b"),
    ("main.sortRecords", r"\bmain\.sortRecords\b"),
    ("main.foldRecords", r"\bmain\.foldRecords\b"),
    ("runtime.mallocgc", r"\bruntime\.mallocgc\b"),
    ("GC (gcBgMarkWorker|gcAssistAlloc|gcDrain)", r"\bruntime\.(gcBgMarkWorker|gcAssistAlloc|gcDrain)"),
    ("runtime.gcBgMarkWorker", r"\bruntime\.gcBgMarkWorker\b"),
]

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    hdr = "%-14s %7s " % ("run", "samples") + " ".join("%10s" % g[0].split()[0].split(".")[-1][:10] for g in GROUPS)
    print("inclusive share % of samples; columns: " + ", ".join(g[0] for g in GROUPS))
    print(hdr)
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(base, side, "run-*.pprof*"))):
            s = load(p); tot = sum(c for c, _ in s)
            row = []
            for _, pat in GROUPS:
                rx = re.compile(pat)
                hit = sum(c for c, names in s if any(rx.search(n) for n in names))
                row.append(100.0 * hit / tot if tot else 0)
            print("%-14s %7d " % (side + "/" + os.path.basename(p).split('.')[0], tot) + " ".join("%10.1f" % x for x in row))

main()
