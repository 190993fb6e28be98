#!/usr/bin/env python3
"""Independent measurement of samply profiles (Firefox processed-profile JSON, optionally .gz)
symbolicated with the `--unstable-presymbolicate` sidecar (<name>.syms.json next to the profile).
Per run: total samples (all threads, weights summed) and per watched function the samples whose
stack contains it (inclusive) and the self (leaf) count, with % of the run's samples."""
import bisect, glob, gzip, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = sys.argv[1:] or ["rwork::fill_table", "rwork::smooth_signal", "rwork::count_digits",
                         "rwork::fold_checksum", "rwork::main"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def sidecar_for(path):
    base = path[:-3] if path.endswith(".gz") else path
    base = base[:-5] if base.endswith(".json") else base
    for cand in (base + ".syms.json", base + ".syms.json.gz"):
        if os.path.exists(cand):
            return load(cand)
    return None

def symbolizer(prof, syms):
    tables = {}
    if syms:
        st = syms["string_table"]
        for lib in syms["data"]:
            ents = sorted((e["rva"], e["rva"] + e["size"], st[e["symbol"]]) for e in lib["symbol_table"])
            tables[lib["code_id"]] = ([e[0] for e in ents], ents)
    libs = prof["libs"]
    def lookup(lib_index, addr):
        if lib_index is None: return None
        t = tables.get(libs[lib_index].get("codeId"))
        if not t: return None
        starts, ents = t
        i = bisect.bisect_right(starts, addr) - 1
        if i >= 0 and addr < ents[i][1]: return ents[i][2]
        return None
    return lookup

def samples_of(path):
    prof = load(path)
    lookup = symbolizer(prof, sidecar_for(path))
    out = []
    for th in prof["threads"]:
        ft, fn, rt, stt, sa, strs = (th["frameTable"], th["funcTable"], th["resourceTable"],
                                     th["stackTable"], th["samples"], th["stringArray"])
        def frame_name(fi):
            func = ft["func"][fi]
            res = fn["resource"][func]
            lib = rt["lib"][res] if res is not None and res >= 0 else None
            name = lookup(lib, ft["address"][fi]) if ft["address"][fi] is not None and ft["address"][fi] >= 0 else None
            return name or strs[fn["name"][func]]
        cache = {}
        def stack(si):
            if si is None: return []
            if si in cache: return cache[si]
            res = [frame_name(stt["frame"][si])] + stack(stt["prefix"][si])   # leaf first
            cache[si] = res
            return res
        w = sa.get("weight") or [1] * sa["length"]
        for si, wt in zip(sa["stack"], w):
            out.append((stack(si), wt if wt is not None else 1))
    return out

def main():
    sys.setrecursionlimit(10000)
    print("%-7s %-14s %8s  " % ("side", "file", "samples") + "  ".join("%-28s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            if ".syms." in p: continue
            s = samples_of(p)
            n = sum(w for _, w in s)
            cells = []
            for f in FUNCS:
                inc = sum(w for st, w in s if f in st)
                slf = sum(w for st, w in s if st and st[0] == f)
                cells.append("%5d %5.1f%% (self %4.1f%%)" % (inc, 100.0 * inc / n, 100.0 * slf / n))
            print("%-7s %-14s %8d  " % (side, os.path.basename(p), n) + "  ".join("%-28s" % c for c in cells))

if __name__ == "__main__":
    main()
