#!/usr/bin/env python3
"""Independent reader for samply profiles (Gecko format, unsymbolicated) + .syms.json sidecar.
Frame addresses are resolved with the sidecar's symbol tables (rva ranges).
Per run: total samples (all threads; the 'samply' thread is empty) and the inclusive share
(% of samples whose stack contains the function)."""
import bisect, glob, gzip, json, os
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["scan_tokens", "rank_tokens", "merge_tokens", "main"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

def resolver(syms):
    st = syms["string_table"]
    tables = {}
    for lib in syms["data"]:
        rows = sorted((e["rva"], e["rva"] + e["size"], st[e["symbol"]]) for e in lib["symbol_table"])
        tables[lib["debug_name"]] = ([r[0] for r in rows], rows)
    def res(libname, addr):
        if libname not in tables:
            return None
        starts, rows = tables[libname]
        i = bisect.bisect_right(starts, addr) - 1
        if i >= 0 and rows[i][0] <= addr < rows[i][1]:
            return rows[i][2]
        return None
    return res

def measure(prof_path):
    prof = load(prof_path)
    side_dir = os.path.dirname(prof_path)
    base = os.path.basename(prof_path).split(".json")[0]
    syms = load(glob.glob(os.path.join(side_dir, base + ".syms.json*"))[0])
    res = resolver(syms)
    libs = prof["libs"]
    total, inc = 0, {f: 0 for f in FUNCS}
    for th in prof["threads"]:
        ft, fn, rt, stt = th["frameTable"], th["funcTable"], th["resourceTable"], th["stackTable"]
        strings = th["stringArray"]
        def frame_name(fi):
            func = ft["func"][fi]
            r = fn["resource"][func]
            addr = ft["address"][fi]
            if r is not None and r >= 0 and addr is not None and addr >= 0:
                libname = libs[rt["lib"][r]]["debugName"]
                name = res(libname, addr)
                if name:
                    return name
            return strings[fn["name"][func]]
        names_of_stack = {}
        def names(si):
            out = set()
            chain = []
            while si is not None and si not in names_of_stack:
                chain.append(si)
                si = stt["prefix"][si]
            acc = set(names_of_stack[si]) if si is not None else set()
            for s in reversed(chain):
                acc = acc | {frame_name(stt["frame"][s])}
                names_of_stack[s] = acc
            return names_of_stack[chain[0]] if chain else acc
        w = th["samples"].get("weight") or [1] * th["samples"]["length"]
        for si, wt in zip(th["samples"]["stack"], w):
            if si is None:
                continue
            wt = wt or 1
            total += wt
            s = names(si)
            for f in FUNCS:
                if f in s:
                    inc[f] += wt
    return total, inc

print("%-7s %-12s %7s " % ("side", "file", "samples") + " ".join("%14s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
        if ".syms.json" in p:
            continue
        total, inc = measure(p)
        print("%-7s %-12s %7d " % (side, os.path.basename(p), total) +
              " ".join("%6d %6.1f%%" % (inc[f], 100.0 * inc[f] / total) for f in FUNCS))
