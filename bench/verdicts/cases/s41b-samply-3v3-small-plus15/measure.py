#!/usr/bin/env python3
"""Independent measurement for samply profiles (Firefox-profiler processed JSON + .syms.json sidecar).
Symbolicates each frame address against the sidecar's per-library symbol tables, then prints per run
and per thread the number of samples and the inclusive share (% of samples whose stack contains the
function) of the culprit and the other main functions."""
import json, glob, os, bisect, gzip

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["beta_kernel", "alpha_kernel", "gamma_kernel", "main"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def symbolizer(syms):
    st = syms["string_table"]
    tables = {}
    for d in syms["data"]:
        ents = sorted((e["rva"], e["rva"] + e["size"], st[e["symbol"]]) for e in d["symbol_table"])
        tables[d["debug_name"]] = ents
    def sym(lib, addr):
        ents = tables.get(lib)
        if not ents: return None
        i = bisect.bisect_right([e[0] for e in ents], addr) - 1
        if i >= 0 and ents[i][0] <= addr < ents[i][1]: return ents[i][2]
        return None
    return sym

def measure(path):
    prof = load(path)
    sidecar = path.replace(".json.gz", ".json").replace(".json", ".syms.json")
    sym = symbolizer(load(sidecar))
    libs = prof["libs"]
    out = []
    for th in prof["threads"]:
        ft, stt, rt, smp = th["frameTable"], th["stackTable"], th["resourceTable"], th["samples"]
        def fname(fi):
            func = ft["func"][fi]
            res = th["funcTable"]["resource"][func]
            addr = ft["address"][fi]
            if res is None or res < 0 or addr is None or addr < 0: return "?"
            lib = libs[rt["lib"][res]]["debugName"]
            return sym(lib, addr) or f"{lib}+0x{addr:x}"
        names = [fname(i) for i in range(ft["length"])]
        n = 0; hits = {f: 0 for f in FUNCS}
        weights = smp.get("weight") or [1] * smp["length"]
        for s, w in zip(smp["stack"], weights):
            w = 1 if w is None else w
            seen = set()
            while s is not None:
                seen.add(names[stt["frame"][s]]); s = stt["prefix"][s]
            n += w
            for f in FUNCS:
                if f in seen: hits[f] += w
        out.append((th["name"], th["tid"], n, hits))
    return out

for side in ("before", "after"):
    for path in sorted(p for p in glob.glob(os.path.join(HERE, side, "run-*.json*")) if ".syms." not in p):
        for name, tid, n, hits in measure(path):
            if n == 0: continue
            print(f"{side}/{os.path.basename(path)} thread={name}({tid}): samples={n}")
            for f in FUNCS:
                print(f"    {f:14s} {hits[f]:6d}  {100.0*hits[f]/n:6.1f}%")
