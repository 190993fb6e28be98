#!/usr/bin/env python3
"""Independent measurement of the profile files of this case (no flamediff code used).

For every run file under before/ and after/ it prints the number of samples and, for each
function of interest, the inclusive share: the % of samples whose stack contains at least
one frame whose name matches the regex (each sample counted once).
Formats handled: .perf.txt[.gz] (perf script), .pprof/.pb.gz (Go pprof, decoded by a small
protobuf reader below), .speedscope.json[.gz] (py-spy), .cpuprofile[.gz] (node --cpu-prof).
usage: python3 measure.py [case_dir]
"""
import glob, gzip, json, os, re, sys

# ---- per-case configuration -------------------------------------------------------------
FUNCS = [
    ("parseLine", r"\bparseLine\b"),
    ("validateOrder", r"\bvalidateOrder\b"),
    ("aggregate", r"\baggregate\b"),
    ("renderReport", r"\brenderReport\b"),
    ("main", r"^main\b"),
    ("(garbage coll)", r"\(garbage collector\)"),
    ("(program)", r"\(program\)"),
]
# ------------------------------------------------------------------------------------------


def _open(path):
    return gzip.open(path, "rb") if path.endswith(".gz") else open(path, "rb")


def perf_samples(path):
    """Yield (weight, [frame names]) from plain perf script output."""
    frame_re = re.compile(r"^\s+([0-9a-f]+)\s+(.*?)(?:\s+\(([^()]*)\))?$")
    with _open(path) as f:
        text = f.read().decode("utf-8", "replace")
    for block in re.split(r"\n\s*\n", text):
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            m = frame_re.match(l)
            if not m:
                continue
            name = re.sub(r"\+0x[0-9a-f]+$", "", m.group(2).strip())
            frames.append(name)
        yield 1, frames


def _varint(b, i):
    shift = res = 0
    while True:
        c = b[i]; i += 1
        res |= (c & 0x7F) << shift
        if c < 0x80:
            return res, i
        shift += 7


def _fields(b):
    i = 0
    while i < len(b):
        key, i = _varint(b, i)
        fn, wt = key >> 3, key & 7
        if wt == 0:
            v, i = _varint(b, i)
        elif wt == 2:
            ln, i = _varint(b, i); v = b[i:i + ln]; i += ln
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError("wire type %d" % wt)
        yield fn, wt, v


def _ints(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = _varint(v, i); out.append(x)
    return out


def pprof_samples(path):
    raw = open(path, "rb").read()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    strings, samples, locs, funcs = [], [], {}, {}
    for fn, wt, v in _fields(raw):
        if fn == 6:
            strings.append(v.decode("utf-8", "replace"))
        elif fn == 2:
            lids, vals = [], []
            for f2, w2, v2 in _fields(v):
                if f2 == 1: lids += _ints(w2, v2)
                elif f2 == 2: vals += _ints(w2, v2)
            samples.append((lids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f2, w2, v2 in _fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in _fields(v2):
                        if f3 == 1: fids.append(v3)
            locs[lid] = fids
        elif fn == 5:
            fid = nm = 0
            for f2, w2, v2 in _fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: nm = v2
            funcs[fid] = nm
    for lids, vals in samples:
        frames = [strings[funcs[fid]] for lid in lids for fid in locs.get(lid, [])]
        yield vals[0], frames  # vals[0] = samples/count


def speedscope_samples(path):
    with _open(path) as f:
        d = json.load(f)
    names = [fr.get("name", "") for fr in d["shared"]["frames"]]
    for prof in d["profiles"]:
        for stack, w in zip(prof["samples"], prof.get("weights", [1] * len(prof["samples"]))):
            yield 1, [names[i] for i in stack]


def cpuprofile_samples(path):
    with _open(path) as f:
        d = json.load(f)
    parent, name = {}, {}
    for n in d["nodes"]:
        name[n["id"]] = n["callFrame"]["functionName"] or "(anonymous)"
        for c in n.get("children", []):
            parent[c] = n["id"]
    for sid in d["samples"]:
        frames, cur = [], sid
        while cur is not None:
            frames.append(name[cur]); cur = parent.get(cur)
        yield 1, frames


def samples_of(path):
    p = path[:-3] if path.endswith(".gz") else path
    if p.endswith(".perf.txt"): return perf_samples(path)
    if p.endswith(".pprof") or p.endswith(".pb"): return pprof_samples(path)
    if p.endswith(".speedscope.json"): return speedscope_samples(path)
    if p.endswith(".cpuprofile"): return cpuprofile_samples(path)
    raise SystemExit("unknown format: " + path)


def main():
    case = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    regs = [(label, re.compile(rx)) for label, rx in FUNCS]
    hdr = "%-7s %-28s %8s " % ("side", "file", "samples") + " ".join("%14s" % l[:14] for l, _ in regs)
    print(hdr)
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(case, side, "run-*"))):
            total, hits = 0, [0] * len(regs)
            for w, frames in samples_of(path):
                total += w
                for k, (_, rx) in enumerate(regs):
                    if any(rx.search(fr) for fr in frames):
                        hits[k] += w
            shares = " ".join("%13.1f%%" % (100.0 * h / total if total else 0) for h in hits)
            print("%-7s %-28s %8d %s" % (side, os.path.basename(path), total, shares))


if __name__ == "__main__":
    main()
