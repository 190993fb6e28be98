#!/usr/bin/env python3
"""Independent measurement of samply profiles (run-N.json[.gz] + run-N.syms.json sidecar).

The profile (Firefox-profiler "processed" format) stores unsymbolicated frame addresses
(relative to their library); samply --unstable-presymbolicate writes the symbol tables for
those addresses into the .syms.json sidecar.  This script resolves every frame address
itself (library debugName -> sidecar symbol_table, rva <= addr < rva+size, including
inline frames), rebuilds each sample's stack through stackTable.prefix, and prints per run
the number of samples (sum of sample weights) and the inclusive share (% of samples whose
stack contains the function) of the main functions.
"""
import bisect, gzip, json, os, glob

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["tripipe::lz_compress", "tripipe::longest_match", "tripipe::matmul", "tripipe::normalise_rows",
         "tripipe::build_index", "tripipe::tokenize", "tripipe::query", "tripipe::gen_text"]
THREADS = ["compressor", "matrix", "indexer"]

def jload(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

def sidecar_for(p):
    base = p[:-3] if p.endswith(".gz") else p
    return base[:-len(".json")] + ".syms.json"

class Symbols:
    def __init__(self, syms):
        st = syms["string_table"]
        self.libs = {}
        for e in syms["data"]:
            tab = sorted(e["symbol_table"], key=lambda s: s["rva"])
            rvas = [s["rva"] for s in tab]
            self.libs[e["debug_name"]] = (rvas, tab, st)

    def names(self, lib, addr):
        if lib not in self.libs:
            return []
        rvas, tab, st = self.libs[lib]
        i = bisect.bisect_right(rvas, addr) - 1
        if i < 0 or addr >= tab[i]["rva"] + max(tab[i].get("size", 1), 1):
            return []
        out = [st[tab[i]["symbol"]]]
        for fr in tab[i].get("frames", []) or []:
            out.append(st[fr["function"]])
        return out

def measure(path):
    prof = jload(path)
    syms = Symbols(jload(sidecar_for(path)))
    libs = prof["libs"]
    n = 0
    hits = {f: 0 for f in FUNCS}
    thr = {}
    for t in prof["threads"]:
        ft, fn, rt, stk, sa = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"], t["samples"]
        def frame_names(fi):
            func = ft["func"][fi]
            res = fn["resource"][func]
            addr = ft["address"][fi]
            if res is None or res < 0 or addr is None or addr < 0:
                return [t["stringArray"][fn["name"][func]]]
            lib = libs[rt["lib"][res]]["debugName"]
            return syms.names(lib, addr) or [t["stringArray"][fn["name"][func]]]
        cache = {}
        def stack_names(si):
            if si in cache:
                return cache[si]
            chain, s = [], si
            while s is not None:
                chain.append(s); s = stk["prefix"][s]
            names = set()
            for s in chain:
                names.update(frame_names(stk["frame"][s]))
            cache[si] = names
            return names
        weights = sa.get("weight") or [1] * sa["length"]
        for si, w in zip(sa["stack"], weights):
            if si is None:
                continue
            n += w
            thr[t.get("name")] = thr.get(t.get("name"), 0) + w
            names = stack_names(si)
            for f in FUNCS:
                if f in names:
                    hits[f] += w
    return n, hits, thr

def main():
    print("%-8s %-14s %8s  " % ("side", "file", "samples") + "  ".join("%24s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
            if ".syms." in p:
                continue
            n, hits, thr = measure(p)
            print("%-8s %-14s threads: " % (side, os.path.basename(p)) + "  ".join("%s=%d (%.1f%%)" % (k, v, 100.0 * v / n) for k, v in sorted(thr.items(), key=lambda kv: -kv[1])))
            print("%-8s %-14s %8d  " % (side, os.path.basename(p), n) +
                  "  ".join("%16d (%5.1f%%)" % (hits[f], 100.0 * hits[f] / n if n else 0) for f in FUNCS))

if __name__ == "__main__":
    main()
