#!/usr/bin/env python3
"""Inclusive share per run from samply profiles (run-N.json + run-N.syms.json), symbolicated here."""
import bisect, glob, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
PATS = {
    "tokenize": r"\bindexer::tokenize\b",
    "fingerprint": r"\bindexer::fingerprint\b",
    "count_terms": r"\bindexer::count_terms\b",
    "score_doc": r"\bindexer::score_doc\b",
    "index_pass": r"\bindexer::index_pass\b",
    "make_corpus": r"\bindexer::make_corpus\b",
}
def load(path):
    d = json.load(open(path))
    s = json.load(open(path[:-5] + ".syms.json"))
    st = s["string_table"]
    libsyms = {}
    for lib in s["data"]:
        tab = sorted(lib["symbol_table"], key=lambda e: e["rva"])
        libsyms[lib["debug_name"]] = ([e["rva"] for e in tab], tab)
    def names(libname, addr):
        if libname not in libsyms: return ["0x%x" % addr]
        rvas, tab = libsyms[libname]
        for a in (addr, addr - 1):
            i = bisect.bisect_right(rvas, a) - 1
            if i >= 0 and a < tab[i]["rva"] + tab[i]["size"]:
                e = tab[i]
                return [st[e["symbol"]]] + [st[f["function"]] for f in e.get("frames", []) if "function" in f]
        return ["0x%x" % addr]
    total = 0; hits = {k: 0 for k in PATS}
    for t in d["threads"]:
        ft, fn, rt, sk, sm = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"], t["samples"]
        if not sm["length"]: continue
        framenames = []
        for i in range(ft["length"]):
            r = fn["resource"][ft["func"][i]]
            lib = d["libs"][rt["lib"][r]]["debugName"] if r is not None and r >= 0 else None
            framenames.append(names(lib, ft["address"][i]) if lib else [t["stringArray"][fn["name"][ft["func"][i]]]])
        cache = {}
        def stackset(s):
            if s in cache: return cache[s]
            out = set(); x = s
            while x is not None:
                out.update(framenames[sk["frame"][x]]); x = sk["prefix"][x]
            cache[s] = out; return out
        w = sm.get("weight") or [1] * sm["length"]
        for s, wt in zip(sm["stack"], w):
            if s is None: continue
            total += wt
            ns = stackset(s)
            for k, p in PATS.items():
                if any(re.search(p, n) for n in ns): hits[k] += wt
    return total, hits
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-?.json"))):
        total, hits = load(p)
        print(side, os.path.basename(p), "samples=%d" % total,
              " ".join("%s=%.1f%%(%d)" % (k, 100.0 * v / total, v) for k, v in hits.items()))
