#!/usr/bin/env python3
"""Independent check of the captured Go CPU profiles.

Decodes the gzip'd pprof protobuf directly (no pprof tooling, minimal protobuf
reader) and prints per run the sample count and the inclusive share (samples
whose stack contains the function / all samples) of the program's functions.
"""
import glob
import gzip
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.main", "main.makeBatch", "main.encodeBatch", "main.parseBatch",
         "main.aggregate", "runtime.mallocgc", "runtime.gcBgMarkWorker"]


def varint(buf, i):
    shift = 0
    val = 0
    while True:
        b = buf[i]
        i += 1
        val |= (b & 0x7F) << shift
        if b < 0x80:
            return val, i
        shift += 7


def fields(buf):
    i = 0
    while i < len(buf):
        key, i = varint(buf, i)
        fno, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(buf, i)
        elif wt == 2:
            ln, i = varint(buf, i)
            v = buf[i:i + ln]
            i += ln
        elif wt == 1:
            v = buf[i:i + 8]
            i += 8
        elif wt == 5:
            v = buf[i:i + 4]
            i += 4
        else:
            raise ValueError("wire type %d" % wt)
        yield fno, wt, v


def packed(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i)
        out.append(x)
    return out


def load(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    strings, samples, locations, functions = [], [], {}, {}
    for fno, wt, v in fields(data):
        if fno == 2:  # Sample
            locs, vals = [], []
            for f2, w2, v2 in fields(v):
                if f2 == 1:
                    locs += packed(w2, v2)
                elif f2 == 2:
                    vals += packed(w2, v2)
            samples.append((locs, vals))
        elif fno == 4:  # Location
            lid, fids = 0, []
            for f2, w2, v2 in fields(v):
                if f2 == 1:
                    lid = v2
                elif f2 == 4:  # Line
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1:
                            fids.append(v3)
            locations[lid] = fids
        elif fno == 5:  # Function
            fid, name = 0, 0
            for f2, w2, v2 in fields(v):
                if f2 == 1:
                    fid = v2
                elif f2 == 2:
                    name = v2
            functions[fid] = name
        elif fno == 6:
            strings.append(v.decode("utf-8", "replace"))
    fname = {fid: strings[s] for fid, s in functions.items()}
    stacks = []
    for locs, vals in samples:
        names = set()
        for l in locs:
            for fid in locations.get(l, []):
                names.add(fname[fid])
        stacks.append((names, vals[0]))  # value 0 = samples/count
    return stacks


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            stacks = load(path)
            total = sum(c for _, c in stacks)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for fn in FUNCS:
                hit = sum(c for names, c in stacks if fn in names)
                print(f"    {fn:26s} {hit / total * 100:6.1f}%")


if __name__ == "__main__":
    main()
