#!/usr/bin/env python3
"""Inclusive share per function, per thread and in total, from samply's
run-1.json + run-1.syms.json (presymbolicated: frame addresses are looked up
in the sidecar symbol tables by library and RVA)."""
import bisect, json, os, re, sys
here = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
FUNCS = ["normalize", "tokenize", "checksum", "classify", "process_share", "gen_records"]

def load(side):
    d = json.load(open(os.path.join(here, side, "run-1.json")))
    s = json.load(open(os.path.join(here, side, "run-1.syms.json")))
    st = s["string_table"]
    tabs = {}
    for lib in s["data"]:
        ents = sorted(lib["symbol_table"], key=lambda e: e["rva"])
        tabs[lib["code_id"]] = ([e["rva"] for e in ents], ents)
    libs = d["libs"]
    def name(libidx, addr):
        t = tabs.get(libs[libidx]["codeId"]) if libidx is not None else None
        if not t:
            return "?"
        i = bisect.bisect_right(t[0], addr) - 1
        if i < 0 or addr >= t[1][i]["rva"] + t[1][i]["size"]:
            return "?"
        e = t[1][i]
        names = [st[f["function"]] for f in e.get("frames", [])] or [st[e["symbol"]]]
        return names
    return d, name

for side in ("before", "after"):
    d, name = load(side)
    tot_all = 0
    inc_all = {f: 0 for f in FUNCS}
    rows = []
    for th in d["threads"]:
        n = th["samples"]["length"]
        if not n:
            continue
        ft, stt, rt = th["frameTable"], th["stackTable"], th["resourceTable"]
        fnames = []
        for i in range(ft["length"]):
            func = ft["func"][i]
            res = th["funcTable"]["resource"][func]
            lib = rt["lib"][res] if res is not None and res >= 0 else None
            r = name(lib, ft["address"][i])
            fnames.append(r if isinstance(r, list) else [r])
        memo = {}
        def frames(sidx):
            if sidx is None:
                return []
            if sidx not in memo:
                memo[sidx] = frames(stt["prefix"][sidx]) + fnames[stt["frame"][sidx]]
            return memo[sidx]
        w = th["samples"].get("weight") or [1] * n
        inc = {f: 0 for f in FUNCS}
        tot = 0
        for sidx, wt in zip(th["samples"]["stack"], w):
            wt = wt or 1
            tot += wt
            fr = frames(sidx)
            for f in FUNCS:
                if any(re.search(r"\b%s\b" % f, x) for x in fr):
                    inc[f] += wt
        tot_all += tot
        for f in FUNCS:
            inc_all[f] += inc[f]
        rows.append("  %-16s samples=%4d  " % (th["name"], tot) + "  ".join("%s=%.1f%%" % (f, 100 * inc[f] / tot) for f in FUNCS))
    print("%s samples=%d  " % (side, tot_all) + "  ".join("%s=%.1f%%" % (f, 100 * inc_all[f] / tot_all) for f in FUNCS))
    print("\n".join(rows))
