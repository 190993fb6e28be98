#!/usr/bin/env python3
"""Independent measurement of Go runtime/pprof CPU profiles (run-N.pprof, gzipped protobuf).

Decodes the profile.proto wire format directly (no pprof tooling): samples carry
location ids (leaf first) and values [samples/count, cpu/nanoseconds]; locations hold
lines -> function ids (inlined frames included) -> names in the string table.
Prints per run the number of samples (sum of the samples/count value) and the inclusive
share (% of samples whose stack contains the function) of the main functions.
"""
import gzip, os, glob

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.genData", "main.hashBlock", "main.sumSquares", "main.main", "runtime.gcBgMarkWorker"]

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
            ln, i = varint(b, i); v = b[i:i + ln]; i += ln
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError("wire type %d" % wt)
        yield fn, wt, v

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
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif fn == 1:
            stypes.append({f: x for f, _, x in fields(v)})
        elif fn == 2:
            ids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: ids += ints(w, x)
                elif f == 2: vals += ints(w, x)
            samples.append((ids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    for f2, _, x2 in fields(x):
                        if f2 == 1: fids.append(x2)
            locs[lid] = fids
        elif fn == 5:
            fid, name = 0, 0
            for f, w, x in fields(v):
                if f == 1: fid = x
                elif f == 2: name = x
            funcs[fid] = name
    names = {fid: strings[s] for fid, s in funcs.items()}
    types = [strings[t.get(1, 0)] for t in stypes]
    idx = types.index("samples") if "samples" in types else 0
    out = []
    for ids, vals in samples:
        stack = [names[f] for l in ids for f in locs.get(l, [])]
        out.append((stack, vals[idx]))
    return out

def main():
    print("%-8s %-14s %8s  " % ("side", "file", "samples") + "  ".join("%22s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
            ss = load(p)
            n = sum(c for _, c in ss)
            hits = {f: sum(c for st, c in ss if f in st) for f in FUNCS}
            print("%-8s %-14s %8d  " % (side, os.path.basename(p), n) +
                  "  ".join("%14d (%5.1f%%)" % (hits[f], 100.0 * hits[f] / n if n else 0) for f in FUNCS))

if __name__ == "__main__":
    main()
