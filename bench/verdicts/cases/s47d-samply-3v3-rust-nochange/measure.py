#!/usr/bin/env python3
"""Per-run samples and inclusive shares from samply profiles (processed Firefox
format, addresses resolved with the run-N.syms.json sidecar written by
--unstable-presymbolicate).  Inline frames listed in the sidecar count too."""
import bisect, glob, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SETS = {k: re.compile(v) for k, v in {
    "generate_corpus": r"\bgenerate_corpus\b", "tokenize": r"\btokenize\b",
    "build_index": r"\bbuild_index\b", "run_queries": r"\brun_queries\b",
    "score_query": r"\bscore_query\b", "rank_results": r"\brank_results\b"}.items()}

def load_syms(path):
    s = json.load(open(path)); st = s["string_table"]; libs = {}
    for e in s["data"]:
        tab = sorted(e["symbol_table"], key=lambda x: x["rva"])
        libs[e["debug_name"]] = ([x["rva"] for x in tab],
            [(x["rva"] + x["size"], [st[x["symbol"]]] + [st[f["function"]] for f in x.get("frames", [])]) for x in tab])
    return libs

def names_for(libs, lib, addr):
    if lib not in libs: return ["0x%x" % addr]
    starts, ents = libs[lib]
    i = bisect.bisect_right(starts, addr) - 1
    if i < 0 or addr >= ents[i][0]: return ["0x%x" % addr]
    return ents[i][1]

for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.json"))):
        if f.endswith(".syms.json"): continue
        d = json.load(open(f)); libs = load_syms(f[:-5] + ".syms.json")
        tot = 0; hit = {k: 0 for k in SETS}
        for t in d["threads"]:
            ft, stt, rt, sa = t["frameTable"], t["stackTable"], t["resourceTable"], t["stringArray"]
            fn = t["funcTable"]
            fnames = []
            for fi in range(ft["length"]):
                func = ft["func"][fi]; res = fn["resource"][func]
                lib = sa[rt["name"][res]] if res is not None and res >= 0 else None
                fnames.append(" ".join(names_for(libs, lib, ft["address"][fi])) if lib else sa[fn["name"][func]])
            def stack_text(si):
                out = []
                while si is not None:
                    out.append(fnames[stt["frame"][si]]); si = stt["prefix"][si]
                return " | ".join(out)
            w = t["samples"].get("weight") or [1] * t["samples"]["length"]
            for si, wt in zip(t["samples"]["stack"], w):
                if si is None: continue
                txt = stack_text(si)
                tot += wt
                for k, rx in SETS.items():
                    if rx.search(txt): hit[k] += wt
        print("%-6s %s samples=%d %s" % (side, os.path.basename(f), tot,
              " ".join("%s=%.1f%%" % (k, 100.0 * hit[k] / tot) for k in SETS)))
