#!/usr/bin/env python3
"""Independent measure for Go pprof files (pure-python protobuf decoding, no go tool):
per run, number of samples, CPU time and the inclusive share (% of samples whose stack
contains the function) of the main functions."""
import glob, gzip, os

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.rasterize", "main.blur", "main.histogram", "main.quantize", "main.main"]

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
            l, i = varint(b, i); v = b[i:i + l]; i += l
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
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
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for fn, wt, v in fields(data):
        if fn == 6:
            strings.append(v.decode())
        elif fn == 1:
            stypes.append({f: x for f, _, x in fields(v)})
        elif fn == 2:
            ids, vals = [], []
            for f, w, x in fields(v):
                if f == 1: ids += packed(w, x)
                elif f == 2: vals += packed(w, x)
            samples.append((ids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f, w, x in fields(v):
                if f == 1: lid = x
                elif f == 4:
                    fids += [y for g, _, y in fields(x) if g == 1]
            locs[lid] = fids
        elif fn == 5:
            d = {f: x for f, _, x in fields(v)}
            funcs[d.get(1, 0)] = d.get(2, 0)
    names = {fid: strings[s] for fid, s in funcs.items()}
    types = [strings[t.get(1, 0)] for t in stypes]
    return types, [([names[f] for l in ids for f in locs[l]], vals) for ids, vals in samples]

def main():
    print("%-7s %-6s %8s %7s  " % ("side", "run", "samples", "cpu_s") + " ".join("%15s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.pprof"))):
            types, ss = load(p)
            si, ci = types.index("samples"), types.index("cpu")
            n = sum(v[si] for _, v in ss); cpu = sum(v[ci] for _, v in ss) / 1e9
            out = []
            for f in FUNCS:
                h = sum(v[si] for st, v in ss if f in st)
                out.append("%14.1f%%" % (100.0 * h / max(n, 1)))
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %8d %7.2f  " % (side, run, n, cpu) + " ".join(out))

if __name__ == "__main__":
    main()
