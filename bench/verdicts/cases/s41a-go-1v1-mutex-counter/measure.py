#!/usr/bin/env python3
"""Independent measurement of the Go CPU profiles (gzipped pprof protobuf) in before/ and after/.
Contains a minimal protobuf decoder (no dependencies). A sample's stack is expanded through every
Line of each Location, so inlined frames (e.g. sync.(*Mutex).Lock) count as frames. Prints per run
the sample count (samples[0] value summed) and the inclusive share (% of samples whose stack
contains a matching frame) of the culprit and the other main functions."""
import gzip, os, re


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
        k, i = varint(b, i)
        f, t = k >> 3, k & 7
        if t == 0:
            v, i = varint(b, i)
        elif t == 2:
            n, i = varint(b, i); v = b[i:i + n]; i += n
        elif t == 1:
            v = b[i:i + 8]; i += 8
        elif t == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError(t)
        yield f, t, v


def ints(t, v):
    if t == 0:
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
    for f, t, v in fields(data):
        if f == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif f == 2:
            lids, vals = [], []
            for f2, t2, v2 in fields(v):
                if f2 == 1: lids += ints(t2, v2)
                elif f2 == 2: vals += ints(t2, v2)
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for f2, t2, v2 in fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, t3, v3 in fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif f == 5:
            fid, name = 0, 0
            for f2, t2, v2 in fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
    out = []
    for lids, vals in samples:
        names = [strings[funcs[fid]] for lid in lids for fid in locs.get(lid, [])]
        out.append((names, vals[0]))
    return out


PATTERNS = [
    ("main.tally", r"\bmain\.tally\b"),
    ("Mutex.Lock|Unlock", r"\(\*Mutex\)\.(Lock|Unlock)\b"),
    ("main.generate", r"\bmain\.generate\b"),
    ("main.mixdown", r"\bmain\.mixdown\b"),
    ("main.main", r"\bmain\.main\b"),
]
HERE = os.path.dirname(os.path.abspath(__file__))
print(f"{'side':6} {'run':12} {'samples':>7} " + " ".join(f"{p[0]:>18}" for p in PATTERNS))
for side in ("before", "after"):
    for f in sorted(x for x in os.listdir(os.path.join(HERE, side)) if x.startswith("run-")):
        s = load(os.path.join(HERE, side, f))
        total = sum(n for _, n in s)
        row = []
        for _, rx in PATTERNS:
            r = re.compile(rx)
            row.append(sum(n for names, n in s if any(r.search(x) for x in names)))
        print(f"{side:6} {f:12} {total:7d} " + " ".join(f"{100*x/total:17.1f}%" for x in row))
    # list distinct mutex frame names seen, for the record
    names = set()
    for f in os.listdir(os.path.join(HERE, side)):
        if f.startswith("run-"):
            for st, _ in load(os.path.join(HERE, side, f)):
                names.update(x for x in st if "Mutex" in x)
    print(f"  {side} mutex frame names: {sorted(names)}")
