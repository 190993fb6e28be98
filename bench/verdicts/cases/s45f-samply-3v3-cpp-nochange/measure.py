#!/usr/bin/env python3
"""Inclusive per-function shares from samply profiles (run-N.json) symbolicated with the
presymbolicated run-N.syms.json beside them. Only threads named 'router' are counted."""
import bisect, json, re, sys, pathlib, collections
here = pathlib.Path(__file__).resolve().parent
pats = sys.argv[1:] or [r"\bbuild_graph\b", r"\bdijkstra\b", r"\brelax_edges\b", r"\breconstruct\b", r"\bdescribe_path\b", r"\bsummarize\b", r"\bmalloc\b|\bfree\b|operator new|operator delete"]
def symtab(f):
    s = json.load(open(f)); st = s["string_table"]; out = {}
    for lib in s["data"]:
        rows = sorted(lib["symbol_table"], key=lambda r: r["rva"])
        out[lib["debug_name"]] = ([r["rva"] for r in rows], rows, st)
    return out
def sym(tabs, libname, addr):
    if libname not in tabs: return f"{libname}+{addr:#x}"
    rvas, rows, st = tabs[libname]
    i = bisect.bisect_right(rvas, addr) - 1
    if i < 0 or addr >= rows[i]["rva"] + rows[i]["size"]: return f"{libname}+{addr:#x}"
    return st[rows[i]["symbol"]]
for side in ("before", "after"):
    for f in sorted((here / side).glob("run-*.json")):
        if f.name.endswith(".syms.json"): continue
        d = json.load(open(f)); tabs = symtab(f.with_name(f.name.replace(".json", ".syms.json")))
        libs = [l["debugName"] for l in d["libs"]]
        tot = 0; hit = collections.Counter(); selfc = collections.Counter()
        for t in d["threads"]:
            if t["name"] != "router": continue
            ft, fn, rt, stk = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"]
            names = []
            for i in range(ft["length"]):
                r = fn["resource"][ft["func"][i]]
                lib = libs[rt["lib"][r]] if r is not None and r >= 0 and rt["lib"][r] is not None else "?"
                names.append(sym(tabs, lib, ft["address"][i]) if ft["address"][i] >= 0 else t["stringArray"][fn["name"][ft["func"][i]]])
            memo = {}
            def chain(s):
                out = []
                while s is not None:
                    out.append(names[stk["frame"][s]]); s = stk["prefix"][s]
                return out
            w = t["samples"].get("weight") or [1] * t["samples"]["length"]
            for s, wt in zip(t["samples"]["stack"], w):
                if s is None: continue
                if s not in memo: memo[s] = chain(s)
                fs = memo[s]; tot += wt; selfc[fs[0]] += wt
                for p in pats:
                    if any(re.search(p, x) for x in fs): hit[p] += wt
        print(f"{side}/{f.name}: samples={tot} " + " ".join(f"{p}={100*hit[p]/max(tot,1):.1f}%" for p in pats))
        print("   top self:", ", ".join(f"{k[:50]} {100*v/tot:.1f}%" for k, v in selfc.most_common(6)))
