#!/usr/bin/env python3
"""Independent measure for samply profiles (Firefox processed format) + .syms.json sidecar.
Addresses in frameTable are resolved to function names with the sidecar's symbol tables
(rva <= addr < rva+size, per library debug name). Per run prints the sample count
(sum of sample weights) and inclusive shares (% of samples whose stack contains the function)."""
import bisect, glob, gzip, json, os
from collections import Counter

FUNCS = ["main", "stage_decode", "stage_transform", "stage_checksum", "stage_encode"]
here = os.path.dirname(os.path.abspath(__file__))

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def sidecar(path):
    base = path[:-3] if path.endswith(".gz") else path
    base = base[:-5] if base.endswith(".json") else base
    for cand in (base + ".syms.json", base + ".syms.json.gz"):
        if os.path.exists(cand):
            return load(cand)
    return None

def resolver(syms):
    strings = syms["string_table"]; libs = {}
    for lib in syms["data"]:
        tab = sorted((e["rva"], e["rva"] + e["size"], strings[e["symbol"]]) for e in lib["symbol_table"])
        libs[lib["debug_name"]] = ([t[0] for t in tab], tab)
    def resolve(libname, addr):
        if libname not in libs: return None
        starts, tab = libs[libname]
        i = bisect.bisect_right(starts, addr) - 1
        if i >= 0 and tab[i][0] <= addr < tab[i][1]: return tab[i][2]
        return None
    return resolve

def run_stats(path):
    doc = load(path); syms = sidecar(path)
    resolve = resolver(syms) if syms else (lambda l, a: None)
    tot = 0; inc = Counter()
    for t in doc["threads"]:
        s = t["samples"]
        if not s["length"]: continue
        strs = t["stringArray"]; ft = t["frameTable"]; fu = t["funcTable"]; rt = t["resourceTable"]
        st = t["stackTable"]
        def fname(fr):
            func = ft["func"][fr]; name = strs[fu["name"][func]]
            res = fu["resource"][func]
            if res is not None and res >= 0 and ft["address"][fr] >= 0:
                lib = doc["libs"][rt["lib"][res]]
                r = resolve(lib["debugName"], ft["address"][fr])
                if r: return r
            return name
        fnames = [fname(i) for i in range(ft["length"])]
        cache = {}
        def names_of(stk):
            if stk in cache: return cache[stk]
            out = set()
            k = stk
            while k is not None:
                out.add(fnames[st["frame"][k]]); k = st["prefix"][k]
            cache[stk] = out
            return out
        w = s.get("weight") or [1] * s["length"]
        for stk, wt in zip(s["stack"], w):
            if stk is None: continue
            wt = 1 if wt is None else wt
            tot += wt
            for n in names_of(stk): inc[n] += wt
    return tot, inc

print(f"{'side/run':<16}{'samples':>8}" + "".join(f"{f:>17}" for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.json*"))):
        if ".syms." in p: continue
        tot, inc = run_stats(p)
        row = "".join(f"{100*inc[f]/tot:>16.1f}%" for f in FUNCS)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<16}{tot:>8}{row}")
