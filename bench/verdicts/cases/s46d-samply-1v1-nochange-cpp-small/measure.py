#!/usr/bin/env python3
"""Inclusive share per function in samply profiles (run-N.json + run-N.syms.json).
Symbolizes frames via the presymbolicated syms file (symbol + inline frames)."""
import bisect, json, os, re, sys
from collections import Counter

def load(path):
    p = json.load(open(path))
    syms_path = re.sub(r"\.json$", ".syms.json", path)
    s = json.load(open(syms_path)) if os.path.exists(syms_path) else {"data": [], "string_table": []}
    st = s["string_table"]
    tables = {}
    for lib in s["data"]:
        ents = sorted(lib["symbol_table"], key=lambda e: e["rva"])
        tables[lib["debug_name"]] = ([e["rva"] for e in ents], ents)
    return p, tables, st

def names_for(addr, libname, tables, st):
    t = tables.get(libname)
    if not t: return []
    rvas, ents = t
    i = bisect.bisect_right(rvas, addr) - 1
    if i < 0: return []
    e = ents[i]
    if addr >= e["rva"] + e.get("size", 1 << 30): return []
    out = [st[e["symbol"]]]
    for fr in e.get("frames", []) or []:
        out.append(st[fr["function"]])
    return out

def analyze(path, pats, thread_filter=None):
    p, tables, st = load(path)
    libs = p["libs"]
    total = 0; hits = Counter(); incl = Counter()
    for th in p["threads"]:
        if th["name"] == "samply": continue
        if thread_filter and not re.search(thread_filter, th["name"]): continue
        sa = [th["stringArray"][i] if False else None for i in []]
        ft, fn, stt, rt = th["frameTable"], th["funcTable"], th["stackTable"], th["resourceTable"]
        strs = th["stringArray"]
        fcache = {}
        def frame_names(f):
            if f in fcache: return fcache[f]
            func = ft["func"][f]; res = fn["resource"][func]
            names = []
            if res is not None and res >= 0:
                lib = libs[rt["lib"][res]]["debugName"]
                addr = ft["address"][f]
                if addr is not None and addr >= 0:
                    names = names_for(addr, lib, tables, st)
            if not names: names = [strs[fn["name"][func]]]
            fcache[f] = names; return names
        scache = {}
        def stack_names(s):
            if s is None: return frozenset()
            if s in scache: return scache[s]
            r = stack_names(stt["prefix"][s]) | frozenset(frame_names(stt["frame"][s]))
            scache[s] = r; return r
        w = th["samples"].get("weight") or [1] * th["samples"]["length"]
        for s, wt in zip(th["samples"]["stack"], w):
            wt = wt or 1
            if s is None: continue
            names = stack_names(s)
            total += wt
            for n in names: incl[n] += wt
            for k, pat in pats.items():
                if any(re.search(pat, n) for n in names): hits[k] += wt
    return total, hits, incl

if __name__ == "__main__":
    pats = {"make_corpus": r"\bmake_corpus\b", "tokenize": r"\btokenize\b",
            "count_words": r"\bcount_words\b", "rank_top": r"\brank_top\b"}
    for f in sys.argv[1:]:
        total, hits, incl = analyze(f, pats)
        print(f, "samples", total, " ".join(f"{k}={100*hits[k]/total:.1f}%" for k in pats))
