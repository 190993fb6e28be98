#!/usr/bin/env python3
"""Independent measurement for samply (Firefox processed-profile JSON + .syms.json
sidecar from --unstable-presymbolicate). Symbolicates frame addresses with the
sidecar's symbol tables and prints, per run, samples and inclusive/self share of
the main functions."""
import bisect, glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["frames::update_physics", "frames::compress_tiles", "frames::parse_events",
         "frames::draw_sprites", "frames::main"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f: return json.load(f)

def symtabs(syms):
    st = syms["string_table"]; out = {}
    for lib in syms["data"]:
        ents = sorted((e["rva"], e["size"], st[e["symbol"]]) for e in lib["symbol_table"])
        out[lib["debug_name"]] = ([e[0] for e in ents], ents)
    return out

def symbolize(tabs, lib, addr):
    if lib not in tabs: return None
    rvas, ents = tabs[lib]
    i = bisect.bisect_right(rvas, addr) - 1
    if i >= 0 and ents[i][0] <= addr < ents[i][0] + max(ents[i][1], 1): return ents[i][2]
    return None

def run_stats(path):
    prof = load(path)
    sidecar = re.sub(r"\.json(\.gz)?$", ".syms.json", path)
    tabs = symtabs(load(sidecar))
    libs = prof["libs"]
    total = 0; incl = {f: 0 for f in FUNCS}; selfc = {f: 0 for f in FUNCS}
    for t in prof["threads"]:
        S = t["samples"]
        if not S["length"]: continue
        strs = t["stringArray"]; ft = t["frameTable"]; fu = t["funcTable"]; rt = t["resourceTable"]; stt = t["stackTable"]
        fname = []
        for fi in range(ft["length"]):
            func = ft["func"][fi]; res = fu["resource"][func]; nm = strs[fu["name"][func]]
            if res is not None and res >= 0 and ft["address"][fi] is not None and ft["address"][fi] >= 0:
                lib = libs[rt["lib"][res]]["debugName"]
                nm = symbolize(tabs, lib, ft["address"][fi]) or nm
            fname.append(nm)
        memo = {}
        def names(s):
            if s is None: return ()
            if s in memo: return memo[s]
            r = names(stt["prefix"][s]) + (fname[stt["frame"][s]],)
            memo[s] = r; return r
        w = S.get("weight") or [1] * S["length"]
        for s, wt in zip(S["stack"], w):
            if s is None: continue
            wt = wt or 1
            fr = names(s); total += wt; fs = set(fr)
            for f in FUNCS:
                if f in fs: incl[f] += wt
                if fr and fr[-1] == f: selfc[f] += wt
    return total, incl, selfc

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
            if ".syms." in p: continue
            n, incl, selfc = run_stats(p)
            print(f"{side}/{os.path.basename(p)}: {n} samples")
            for f in FUNCS:
                print(f"   {f:26s} incl {100.0*incl[f]/n:6.2f}%   self {100.0*selfc[f]/n:6.2f}%")
main()
