#!/usr/bin/env python3
"""Independent measurement of the samply profiles in before/ and after/.
Symbolicates frame addresses with the .syms.json sidecar (outer symbol + inlined function
names) and prints per run: samples of the profiled process and inclusive share
(% of samples whose stack contains the function) of the main functions."""
import bisect, glob, gzip, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["inventory_sim::main", "inventory_sim::generate_orders", "inventory_sim::sort_orders",
         "inventory_sim::checksum_orders", "inventory_sim::matrix_step"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

def symtabs(syms):
    st = syms["string_table"]
    out = {}
    for lib in syms["data"]:
        ents = sorted(lib["symbol_table"], key=lambda e: e["rva"])
        out[lib["debug_name"]] = ([e["rva"] for e in ents], ents, st)
    return out

def names_for(tabs, libname, addr):
    if libname not in tabs:
        return []
    starts, ents, st = tabs[libname]
    i = bisect.bisect_right(starts, addr) - 1
    if i < 0:
        return []
    e = ents[i]
    if addr >= e["rva"] + e["size"] + 1:
        return []
    names = {st[e["symbol"]]}
    for fr in e.get("frames", []) or []:
        names.add(st[fr["function"]])
    return names

def measure(path):
    prof = load(path)
    sympath = path.replace(".json.gz", ".syms.json").replace(".json", ".syms.json") if not path.endswith(".syms.json") else None
    tabs = symtabs(load(sympath))
    libs = prof["libs"]
    total = 0
    hits = {f: 0 for f in FUNCS}
    for th in prof["threads"]:
        if th["name"] != "inventory_sim":
            continue
        ft, fn, stt, res = th["frameTable"], th["funcTable"], th["stackTable"], th["resourceTable"]
        def frame_names(fi):
            addr = ft["address"][fi]
            r = fn["resource"][ft["func"][fi]]
            if r is None or r < 0:
                return set()
            lib = libs[res["lib"][r]]["debugName"]
            return names_for(tabs, lib, addr)
        cache = {}
        def stack_names(si):
            if si is None:
                return frozenset()
            if si in cache:
                return cache[si]
            s = set(stack_names(stt["prefix"][si])) | set(frame_names(stt["frame"][si]))
            cache[si] = frozenset(s)
            return cache[si]
        for si, w in zip(th["samples"]["stack"], th["samples"]["weight"] or [1] * th["samples"]["length"]):
            if si is None:
                continue
            total += w
            ns = stack_names(si)
            for f in FUNCS:
                if f in ns:
                    hits[f] += w
    return total, hits

def main():
    print("%-16s %7s  " % ("run", "samples") + "  ".join("%s" % f.split("::")[-1] for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
            if ".syms." in p:
                continue
            total, hits = measure(p)
            print("%-16s %7d  " % (side + "/" + os.path.basename(p).split(".")[0], total) +
                  "  ".join("%*.1f%%" % (len(f.split('::')[-1]) - 1, 100.0 * hits[f] / max(total, 1)) for f in FUNCS))

if __name__ == "__main__":
    main()
