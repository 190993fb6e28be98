#!/usr/bin/env python3
"""Independent measure: decodes the gzipped pprof protobufs in before/ and after/ with a minimal
hand-written protobuf reader (no pprof tooling) and prints per run the sample count and the
inclusive share (% of samples, weighted by the 'samples' value, whose stack contains the function;
inlined frames included) of the main functions."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.loadFile", "main.parseLine", "main.aggregate", "main.report", "main.digest",
         "crypto/sha256", "strings.Split", "strconv.ParseInt", "bufio.(*Scanner).Scan",
         "runtime.mallocgc", "runtime.gcBgMarkWorker", "syscall.Syscall|syscall.RawSyscall|internal/runtime/syscall"]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7F) << s; s += 7
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
    strings, samples, locs, funcs = [], [], {}, {}
    for f, wt, v in fields(data):
        if f == 6:
            strings.append(v.decode())
        elif f == 2:
            lids, vals = [], []
            for g, w2, x in fields(v):
                if g == 1: lids += ints(w2, x)
                elif g == 2: vals += ints(w2, x)
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for g, w2, x in fields(v):
                if g == 1: lid = x
                elif g == 4:
                    for h, w3, y in fields(x):
                        if h == 1: fids.append(y)
            locs[lid] = fids
        elif f == 5:
            fid = name = 0
            for g, w2, x in fields(v):
                if g == 1: fid = x
                elif g == 2: name = x
            funcs[fid] = name
    fname = {k: strings[v] for k, v in funcs.items()}
    out = []
    for lids, vals in samples:
        names = [fname[fid] for lid in lids for fid in locs[lid]]
        out.append((names, vals[0]))
    return out

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            prof = load(path)
            total = sum(w for _, w in prof)
            print("%s %s samples=%d" % (side, os.path.basename(path), total))
            for fn in FUNCS:
                rx = re.compile(r"^(?:%s)" % "|".join(re.escape(p) for p in fn.split("|")))
                h = sum(w for names, w in prof if any(rx.match(n) for n in names))
                print("    %-32s %5d  %5.1f%%" % (fn, h, 100.0 * h / total))

if __name__ == "__main__":
    main()
