#!/usr/bin/env python3
"""Independent reader for the Go CPU profiles (.pprof = gzipped profile.proto) of this case.

A tiny protobuf decoder (no dependencies): Profile.sample(2){location_id(1), value(2)},
Profile.location(4){id(1), line(4){function_id(1)}}, Profile.function(5){id(1), name(2)},
Profile.string_table(6).  Inlined functions are separate Line entries of a location and count
as frames.  Prints per run: samples (value[0] = sample count), and the inclusive share of
the main functions (% of samples whose stack contains a matching frame).
"""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
WATCH = [
    ("rankBatch.func1 (comparator)", r"^main\.rankBatch\.func1$"),
    ("strconv.Atoi", r"^strconv\.Atoi$"),
    ("internal/strconv.Atoi", r"^internal/strconv\.Atoi$"),
    ("main.rankBatch", r"^main\.rankBatch$"),
    ("main.makeBatch", r"^main\.makeBatch$"),
    ("main.digestBatch", r"^main\.digestBatch$"),
    ("runtime.gcBgMarkWorker", r"^runtime\.gcBgMarkWorker$"),
]


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
        fn, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            ln, i = varint(b, i)
            v = b[i:i + ln]; i += ln
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
        x, i = varint(v, i)
        out.append(x)
    return out


def parse(path):
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    strings, samples, locs, funcs = [], [], {}, {}
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
            lid, fids = 0, []
            for f2, w2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif fn == 5:
            fid, name = 0, 0
            for f2, w2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
    return strings, samples, locs, funcs


def measure(path):
    strings, samples, locs, funcs = parse(path)
    pats = [(k, re.compile(p)) for k, p in WATCH]
    total = 0
    hits = {k: 0 for k, _ in WATCH}
    for ids, vals in samples:
        n = vals[0]
        total += n
        names = {strings[funcs[f]] for l in ids for f in locs.get(l, [])}
        for k, p in pats:
            if any(p.search(x) for x in names):
                hits[k] += n
    return total, hits


def main():
    print("side | run | samples | " + " | ".join(k for k, _ in WATCH))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
            total, hits = measure(path)
            print(" | ".join([side, os.path.basename(path).split(".")[0], str(total)] +
                             ["%.1f%%" % (100.0 * hits[k] / total) for k, _ in WATCH]))


if __name__ == "__main__":
    main()
