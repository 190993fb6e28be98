#!/usr/bin/env python3
"""Inclusive share of stage functions in samply presymbolicated profiles (run-N.json + run-N.syms.json)."""
import bisect, json, re, sys, os
FUNCS = ["pipeline::generate_stage", "pipeline::smooth_stage", "pipeline::quantize_stage", "pipeline::checksum_stage"]

def load(path):
    p = json.load(open(path))
    s = json.load(open(path[:-5] + ".syms.json"))
    st = s["string_table"]
    libs = {}
    for e in s["data"]:
        tab = sorted(e["symbol_table"], key=lambda x: x["rva"])
        libs[e["debug_name"]] = (tab, [x["rva"] for x in tab])
    def names(libname, addr):
        if libname not in libs: return [hex(addr)]
        tab, rvas = libs[libname]
        i = bisect.bisect_right(rvas, addr) - 1
        if i < 0 or addr >= tab[i]["rva"] + tab[i]["size"]: return [hex(addr)]
        out = [st[tab[i]["symbol"]]]
        out += [st[f["function"]] for f in tab[i].get("frames", [])]
        return out
    total = 0; hits = {f: 0 for f in FUNCS}
    for t in p["threads"]:
        ft, fu, sk, rs = t["frameTable"], t["funcTable"], t["stackTable"], t["resourceTable"]
        fnames = []
        for fi in range(ft["length"]):
            r = fu["resource"][ft["func"][fi]]
            lib = p["libs"][rs["lib"][r]]["debugName"] if r is not None and r >= 0 and rs["lib"][r] is not None else None
            fnames.append(set(names(lib, ft["address"][fi])) if lib else set())
        memo = {}
        def stackset(si):
            if si is None: return frozenset()
            if si in memo: return memo[si]
            r = frozenset(fnames[sk["frame"][si]]) | stackset(sk["prefix"][si])
            memo[si] = r; return r
        sm = t["samples"]; w = sm.get("weight")
        for k, si in enumerate(sm["stack"]):
            if si is None: continue
            wt = w[k] if w else 1
            total += wt
            ss = stackset(si)
            for f in FUNCS:
                if f in ss: hits[f] += wt
    return total, hits

sys.setrecursionlimit(100000)
here = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    tot, hits = load(os.path.join(here, side, "run-1.json"))
    print(side, "samples", tot, " ".join("%s=%.1f%%" % (f.split("::")[1], 100.0 * hits[f] / tot) for f in FUNCS))
