#!/usr/bin/env python3
"""Independent measurement for s40e-go-3v3-regexp-compile.

Decodes Go pprof CPU profiles (gzipped protobuf) with a tiny hand-written protobuf reader
(no Go tooling), expands each sample's locations into function names (inlined frames
included), and prints per run the sample count (value[0]) and the inclusive share (% of
samples whose stack contains the function) of the culprit and other main functions."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    ("regexp.MustCompile (culprit, new callee)", r"^regexp\.MustCompile$"),
    ("main.parseLine (changed function)", r"^main\.parseLine$"),
    ("regexp.(*Regexp).FindStringSubmatch", r"^regexp\.\(\*Regexp\)\.FindStringSubmatch$"),
    ("regexp/syntax.Parse", r"^regexp/syntax\.Parse$"),
    ("main.aggregate", r"^main\.aggregate$"),
    ("main.genLines", r"^main\.genLines$"),
    ("main.p99", r"^main\.p99$"),
    ("runtime.gcBgMarkWorker", r"^runtime\.gcBgMarkWorker$"),
    ("runtime.mallocgc", r"^runtime\.mallocgc$"),
    ("main.main", r"^main\.main$"),
]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7F) << s
        if c < 0x80:
            return r, i
        s += 7

def fields(b):
    i, n = 0, len(b)
    while i < n:
        key, i = varint(b, i)
        fn, wt = key >> 3, key & 7
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
        yield fn, wt, v

def packed(wt, v):
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
    strings, samples, locs, funcs = [], [], {}, {}
    period = None
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif fn == 2:
            ids, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1: ids += packed(w2, v2)
                elif f2 == 2: vals += packed(w2, v2)
            samples.append((ids, vals))
        elif fn == 4:
            lid, fids = None, []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif fn == 5:
            fid = name = None
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
        elif fn == 12:
            period = v
    fname = {k: strings[v] for k, v in funcs.items()}
    stacks = []
    for ids, vals in samples:
        names = set()
        for lid in ids:
            for fid in locs.get(lid, []):
                names.add(fname[fid])
        stacks.append((names, vals[0]))
    return stacks, period

def main():
    pats = [re.compile(p) for _, p in FUNCS]
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
            stacks, period = load(path)
            total = sum(n for _, n in stacks)
            hits = [0] * len(FUNCS)
            for names, n in stacks:
                for k, p in enumerate(pats):
                    if any(p.search(x) for x in names):
                        hits[k] += n
            hz = round(1e9 / period) if period else "?"
            print(f"{side}/{os.path.basename(path)}: samples={total} (period {period} ns = {hz} Hz)")
            for (name, _), h in zip(FUNCS, hits):
                print(f"    {name:44s} {h:6d}  {100.0*h/total:6.2f}%")

if __name__ == "__main__":
    main()
