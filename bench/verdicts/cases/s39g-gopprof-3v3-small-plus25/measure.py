#!/usr/bin/env python3
"""Independent measurement for Go CPU profiles (.pprof, gzipped protobuf), decoded here with a
minimal protobuf reader (no pprof tooling). Prints per run: samples (sum of value[0]) and the
inclusive share (% of samples whose stack contains the function; inlined frames included)."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [("main.smooth", r"^main\.smooth\b"), ("main.fillData", r"^main\.fillData\b"),
          ("main.checksum", r"^main\.checksum\b"), ("main.main", r"^main\.main\b"),
          ("runtime.* leaf", None)]

def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7F) << s; s += 7
        if c < 0x80: return r, i

def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i); f, t = k >> 3, k & 7
        if t == 0: v, i = varint(b, i)
        elif t == 2:
            l, i = varint(b, i); v = b[i:i + l]; i += l
        elif t == 1: v = b[i:i + 8]; i += 8
        elif t == 5: v = b[i:i + 4]; i += 4
        else: raise ValueError("wire type %d" % t)
        yield f, t, v

def ints(t, v):
    if t == 0: return [v]
    out, i = [], 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out

def load(path):
    b = gzip.open(path).read()
    strings, funcs, locs, samples = [], {}, {}, []
    for f, t, v in fields(b):
        if f == 6: strings.append(v.decode())
        elif f == 5:
            d = {ff: vv for ff, tt, vv in fields(v)}; funcs[d.get(1, 0)] = d.get(2, 0)
        elif f == 4:
            lid, fids = 0, []
            for ff, tt, vv in fields(v):
                if ff == 1: lid = vv
                elif ff == 4:
                    fids.append({a: c for a, _, c in fields(vv)}.get(1, 0))
            locs[lid] = fids
        elif f == 2:
            ls, vals = [], []
            for ff, tt, vv in fields(v):
                if ff == 1: ls += ints(tt, vv)
                elif ff == 2: vals += ints(tt, vv)
            samples.append((ls, vals))
    out = []
    for ls, vals in samples:
        names = [strings[funcs[fid]] for l in ls for fid in locs[l]]
        out.append((names, vals[0]))
    return out

def main():
    print("%-7s %-6s %7s " % ("side", "run", "samples") + " ".join("%16s" % g[0] for g in GROUPS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
            n = 0; hits = [0] * len(GROUPS)
            for names, c in load(p):
                n += c
                for i, (_, rx) in enumerate(GROUPS):
                    if rx is None:
                        if names and names[0].startswith("runtime."): hits[i] += c
                    elif any(re.search(rx, x) for x in names): hits[i] += c
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %7d " % (side, run, n) +
                  " ".join("%15.1f%%" % (100.0 * h / max(n, 1)) for h in hits))

if __name__ == "__main__":
    main()
