#!/usr/bin/env python3
"""Independent measure for samply profiles (Firefox-profiler processed JSON,
optionally .gz) with their --unstable-presymbolicate .syms.json sidecar.
Symbolicates each frame address via the sidecar (including inlined frames),
then prints per run the samples and the inclusive share (% of samples whose
stack contains the function) of the culprit and other main functions."""
import bisect, glob, gzip, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXP = json.load(open(os.path.join(HERE, "expected.json")))
GROUPS = [(p, p) for p in EXP["culprit"]] + [
    ("format_line", r"\blatstats::format_line\b"),
    ("parse_line", r"\blatstats::parse_line\b"),
    ("Stats::add", r"\blatstats::Stats::add\b"),
]
CULPRIT = EXP["culprit"]

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

def norm_id(x):
    x = x.replace("-", "").upper()
    return x[:32]

def build_symbolicator(syms):
    st = syms["string_table"]
    libs = {}
    for d in syms["data"]:
        raw = d["symbol_table"]
        known = {a: idx for a, idx in (d.get("known_addresses") or [])}
        order = sorted(range(len(raw)), key=lambda k: raw[k]["rva"])
        libs[(d["debug_name"], norm_id(d["debug_id"]))] = (raw, known, [raw[k]["rva"] for k in order], order)
    def names_for(e):
        # Only the symbol itself. samply 0.13.1's sidecar keeps a single
        # "frames" (inline) list per symbol, taken from one address, so it
        # cannot tell which addresses are inside an inlined Vec::clone.
        return [st[e["symbol"]]]
    def sym(lib, addr):
        key = (lib["debugName"], norm_id(lib["breakpadId"]))
        if key not in libs:
            return None
        raw, known, rvas, order = libs[key]
        if addr in known:
            return names_for(raw[known[addr]])
        i = bisect.bisect_right(rvas, addr) - 1
        if i < 0:
            return None
        e = raw[order[i]]
        if e.get("size") and addr >= e["rva"] + e["size"]:
            return None
        return names_for(e)
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

import sys as _s
DUMP = "--dump" in _s.argv
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))) + [a for a in _s.argv[1:] if not a.startswith("--")] * (side == "after"):
        if ".syms." in p:
            continue
        prof = load(p)
        syms = sidecar(p)
        sym = build_symbolicator(syms) if syms else None
        n = 0; union = 0
        hits = {g: 0 for g, _ in GROUPS}
        incl = {}
        for tname, names, w in thread_stacks(prof, sym):
            n += w
            for nm in set(names): incl[nm] = incl.get(nm, 0) + w
            if any(re.search(rx, nm) for nm in names for rx in CULPRIT):
                union += w
            for g, rx in GROUPS:
                if any(re.search(rx, nm) for nm in names):
                    hits[g] += w
        print(f"{side}/{os.path.basename(p)}: samples={n} culprit-union={100.0*union/max(n,1):.1f}%")
        for g, _ in GROUPS:
            print(f"    {g:45s} {100.0*hits[g]/max(n,1):5.1f}%")
        if DUMP:
            for nm, c in sorted(incl.items(), key=lambda x: -x[1])[:40]:
                print(f"      {100.0*c/n:5.1f} {nm}")

