#!/usr/bin/env python3
"""Independent measurement of Go pprof CPU profiles (before|after/run-N.pprof), with a
minimal hand-written protobuf decoder (no pprof tooling). For each run prints the sample
count (sum of the 'samples' value) and, for each group, the inclusive share: % of samples
whose stack contains at least one frame (including inlined frames) matching the regexes."""
import gzip, os, re, glob, collections

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = {
    "culprit (decodeEvent + json decoding)": [r"\bmain\.decodeEvent\b", r"\bencoding/json\.Unmarshal\b", r"\bencoding/json\.\(\*decodeState\)\.valueInterface\b", r"\bencoding/json\.\(\*decodeState\)\.arrayInterface\b"],
    "new callees valueInterface/arrayInterface": [r"\bencoding/json\.\(\*decodeState\)\.valueInterface\b", r"\bencoding/json\.\(\*decodeState\)\.arrayInterface\b"],
    "runtime.mapassign* (any caller)": [r"\bruntime\.mapassign"],
    "main.decodeEvent": [r"\bmain\.decodeEvent\b"],
    "encoding/json.Unmarshal": [r"\bencoding/json\.Unmarshal\b"],
    "any encoding/json frame": [r"\bencoding/json\."],
    "main.fingerprint (unchanged)": [r"\bmain\.fingerprint\b"],
    "crypto/sha256 (unchanged)": [r"\bcrypto/sha256\."],
    "main.process (caller)": [r"\bmain\.process\b"],
    "runtime.mallocgc": [r"\bruntime\.mallocgc\b"],
    "GC background (gcBgMarkWorker)": [r"\bruntime\.gcBgMarkWorker\b"],
}

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
        f, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif wt == 1:
            v = b[i:i+8]; i += 8
        elif wt == 5:
            v = b[i:i+4]; i += 4
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
    raw = open(path, 'rb').read()
    if raw[:2] == b'\x1f\x8b':
        raw = gzip.decompress(raw)
    strings, samples, locs, funcs, stypes = [], [], {}, {}, []
    for f, wt, v in fields(raw):
        if f == 6:
            strings.append(v.decode('utf-8', 'replace'))
        elif f == 1:
            d = {ff: vv for ff, _, vv in fields(v)}; stypes.append(d.get(1, 0))
        elif f == 2:
            lids, vals = [], []
            for ff, w, vv in fields(v):
                if ff == 1: lids += ints(w, vv)
                elif ff == 2: vals += ints(w, vv)
            samples.append((lids, vals))
        elif f == 4:
            lid, fids = 0, []
            for ff, w, vv in fields(v):
                if ff == 1: lid = vv
                elif ff == 4:
                    for f3, _, v3 in fields(vv):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif f == 5:
            fid, name = 0, 0
            for ff, w, vv in fields(v):
                if ff == 1: fid = vv
                elif ff == 2: name = vv
            funcs[fid] = name
    fname = {k: strings[v] for k, v in funcs.items()}
    types = [strings[t] for t in stypes]
    out = []
    for lids, vals in samples:
        frames = [fname[fid] for l in lids for fid in locs.get(l, [])]
        out.append((frames, vals))
    return types, out

def main():
    for side in ("before", "after"):
        files = sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof")),
                       key=lambda p: int(re.search(r'run-(\d+)', p).group(1)))
        for p in files:
            types, samples = load(p)
            si = types.index("samples") if "samples" in types else 0
            n = sum(v[si] for _, v in samples)
            print(f"{side}/{os.path.basename(p)}: samples={n} (value types {types})")
            for label, pats in TARGETS.items():
                rx = [re.compile(x) for x in pats]
                hit = sum(v[si] for fr, v in samples if any(r.search(x) for x in fr for r in rx))
                print(f"    {label:<40} {hit:>6} samples  {100.0*hit/max(n,1):6.2f}%")
            inc = collections.Counter()
            for fr, v in samples:
                for x in set(fr):
                    inc[x] += v[si]
            print("    top inclusive: " + ", ".join(f"{k} {100.0*c/n:.1f}%" for k, c in inc.most_common(8)))
main()
