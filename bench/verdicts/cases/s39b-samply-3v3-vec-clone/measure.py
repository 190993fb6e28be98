#!/usr/bin/env python3
"""Independent measure for samply profiles (Firefox-profiler processed JSON,
optionally .gz) with their --unstable-presymbolicate .syms.json sidecar.
Symbolicates each frame address via the sidecar (including inlined frames),
then prints per run the samples and the inclusive share (% of samples whose
stack contains the function) of the culprit and other main functions."""
import bisect, glob, gzip, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("lookup_score", r"\bvecclone::lookup_score\b"),
    ("Vec::clone/to_vec (inlined)", r"as core::clone::Clone>::clone\b|\bto_vec\b"),
    ("memcpy/memmove", r"\b__memmove_\w+|\bmemcpy\b"),
    ("malloc/free", r"\b(malloc|_int_malloc|free|_int_free|cfree)\b"),
    ("hash_key", r"\bvecclone::hash_key\b"),
    ("mix_result", r"\bvecclone::mix_result\b"),
    ("run", r"\bvecclone::run\b"),
]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def sidecar(path):
    base = re.sub(r"\.json(\.gz)?$", "", path)
    for cand in (base + ".json.syms.json", base + ".syms.json"):
        for c in (cand, cand + ".gz"):
            if os.path.exists(c):
                return load(c)
    return None

def build_symbolicator(syms):
    st = syms["string_table"]
    libs = {}
    for d in syms["data"]:
        tab = sorted(d["symbol_table"], key=lambda e: e["rva"])
        libs[(d["debug_name"], d["debug_id"])] = ([e["rva"] for e in tab], tab)
    def sym(lib, addr):
        key = (lib["debugName"], lib["breakpadId"])
        if key not in libs:
            return None
        rvas, tab = libs[key]
        i = bisect.bisect_right(rvas, addr) - 1
        if i < 0:
            return None
        e = tab[i]
        if addr >= e["rva"] + max(e.get("size", 0), 1) and e.get("size"):
            return None
        names = []
        for fr in e.get("frames", []) or []:   # innermost first; last is the outer function
            names.append(st[fr["function"]])
        names.append(st[e["symbol"]])
        return names
    return sym

def thread_stacks(prof, sym):
    libs = prof["libs"]
    for t in prof["threads"]:
        ft, fn, rt, stk, smp = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"], t["samples"]
        sa = t["stringArray"]
        frame_names = []
        for i in range(ft["length"]):
            f = ft["func"][i]
            res = fn["resource"][f]
            addr = ft["address"][i]
            names = None
            if res is not None and res >= 0 and addr is not None and addr >= 0:
                lib = libs[rt["lib"][res]]
                names = sym(lib, addr) if sym else None
            if not names:
                names = [sa[fn["name"][f]]]
            frame_names.append(names)
        cache = {}
        def names_of(s):
            if s is None:
                return ()
            if s in cache:
                return cache[s]
            out = names_of(stk["prefix"][s]) + tuple(frame_names[stk["frame"][s]])
            cache[s] = out
            return out
        weights = smp.get("weight")
        for j in range(smp["length"]):
            s = smp["stack"][j]
            w = weights[j] if weights else 1
            if s is None:
                continue
            yield t["name"], names_of(s), (w if w is not None else 1)

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
        if ".syms." in p:
            continue
        prof = load(p)
        syms = sidecar(p)
        sym = build_symbolicator(syms) if syms else None
        n = 0
        hits = {g: 0 for g, _ in GROUPS}
        for tname, names, w in thread_stacks(prof, sym):
            n += w
            joined = "\n".join(names)
            for g, rx in GROUPS:
                if re.search(rx, joined):
                    hits[g] += w
        print(f"{side}/{os.path.basename(p)}: samples={n} " +
              " ".join(f"[{g}]={100.0*hits[g]/max(n,1):.1f}%" for g, _ in GROUPS))
