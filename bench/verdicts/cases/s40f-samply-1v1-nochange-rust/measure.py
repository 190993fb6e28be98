#!/usr/bin/env python3
"""Independent measure for the samply runs: reads the processed profile (run-N.json[.gz])
and its run-N.syms.json sidecar, symbolicates every frame address itself, and prints per
run the number of samples (all threads) and the inclusive share (% of samples whose stack
contains a frame whose symbol matches the regex)."""
import bisect, glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = {
    "assign_clusters": r"\bassign_clusters\b",
    "update_centroids": r"\bupdate_centroids\b",
    "sort_keys": r"\bsort_keys\b",
    "sort (core slice)": r"\bsort\b",
    "fingerprint": r"\bfingerprint\b",
    "gen_points": r"\bgen_points\b",
    "main": r"\bseeded_kmeans::main\b",
}

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f: return json.load(f)

def symbolizer(syms):
    st = syms["string_table"]; tabs = {}
    for lib in syms["data"]:
        ents = sorted((e["rva"], e["size"], st[e["symbol"]]) for e in lib["symbol_table"])
        tabs[lib["debug_name"]] = ([e[0] for e in ents], ents)
    def sym(libname, addr):
        if libname not in tabs: return "0x%x" % addr
        starts, ents = tabs[libname]
        i = bisect.bisect_right(starts, addr) - 1
        if i >= 0 and addr < ents[i][0] + max(ents[i][1], 1): return ents[i][2]
        return "0x%x" % addr
    return sym

def stacks(path):
    prof = load(path)
    base = re.sub(r"\.json(\.gz)?$", "", path)
    sym = symbolizer(load(base + ".syms.json"))
    libs = prof["libs"]
    for t in prof["threads"]:
        ft, fn, rt, stt, sa = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"], t["samples"]
        def frame_name(fi):
            f = ft["func"][fi]; r = fn["resource"][f]
            if r is None or r < 0: return t["stringArray"][fn["name"][f]]
            return sym(libs[rt["lib"][r]]["debugName"], ft["address"][fi])
        cache = {}
        def stack(si):
            if si in cache: return cache[si]
            names = []; s = si
            while s is not None:
                names.append(frame_name(stt["frame"][s])); s = stt["prefix"][s]
            cache[si] = names; return names
        w = sa.get("weight") or [1] * sa["length"]
        for si, wt in zip(sa["stack"], w):
            if si is None: continue
            yield stack(si), (wt if wt is not None else 1)

def main():
    labels = list(FUNCS)
    print("run".ljust(16) + "samples".rjust(8) + "".join(l[:18].rjust(21) for l in labels))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
            if ".syms." in p: continue
            n = 0; hits = dict.fromkeys(labels, 0)
            for st, wt in stacks(p):
                n += wt
                for l in labels:
                    if any(re.search(FUNCS[l], f) for f in st): hits[l] += wt
            name = side + "/" + os.path.basename(p).split(".")[0]
            print(name.ljust(16) + str(n).rjust(8) +
                  "".join(f"{100*hits[l]/max(n,1):6.1f}% ({hits[l]:5d})".rjust(21) for l in labels))
main()
