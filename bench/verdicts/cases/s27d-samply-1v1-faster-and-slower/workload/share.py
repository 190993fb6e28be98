#!/usr/bin/env python3
"""Own measurement for samply profiles (Firefox processed format, as written
by `samply record --save-only --unstable-presymbolicate`). Frames are
unsymbolicated (addresses relative to their library); names come from the
`<name>.syms.json` sidecar next to the profile. Reports, per file, the
sample count and for each pattern the share of samples whose stack contains
a matching function (inclusive) and where it is the leaf (self).

usage: share.py PATTERN[,PATTERN...] PROFILE.json[.gz]...
"""
import bisect, gzip, json, re, sys

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def sidecar_for(path):
    base = path[:-3] if path.endswith(".gz") else path
    base = base[:-5] if base.endswith(".json") else base
    return base + ".syms.json"

def symbolizer(prof, syms):
    strings = syms["string_table"]
    tables = {}
    for d in syms["data"]:
        ents = sorted(d["symbol_table"], key=lambda e: e["rva"])
        tables[(d["debug_name"], d["code_id"])] = (
            [e["rva"] for e in ents], ents)
    libs = prof["libs"]
    def name(lib_index, addr):
        lib = libs[lib_index]
        key = (lib["debugName"], lib["codeId"])
        if key not in tables:
            return f"{lib['name']}+0x{addr:x}"
        rvas, ents = tables[key]
        i = bisect.bisect_right(rvas, addr) - 1
        if i >= 0 and addr < ents[i]["rva"] + max(ents[i]["size"], 1):
            return strings[ents[i]["symbol"]]
        return f"{lib['name']}+0x{addr:x}"
    return name

def stacks(prof, name):
    """yields (weight, [frame names leaf first]) for every sample of every thread"""
    for t in prof["threads"]:
        S, F, Fn, R = t["stackTable"], t["frameTable"], t["funcTable"], t["resourceTable"]
        strs = t["stringArray"]
        cache = {}
        def fname(fi):
            if fi in cache:
                return cache[fi]
            func = F["func"][fi]
            res = Fn["resource"][func]
            addr = F["address"][fi]
            if res is not None and res >= 0 and R["lib"][res] is not None and addr is not None and addr >= 0:
                n = name(R["lib"][res], addr)
            else:
                n = strs[Fn["name"][func]]
            cache[fi] = n
            return n
        smp = t["samples"]
        w = smp.get("weight") or [1] * smp["length"]
        for si, st in enumerate(smp["stack"]):
            fr = []
            while st is not None:
                fr.append(fname(S["frame"][st]))
                st = S["prefix"][st]
            yield (w[si] if w[si] is not None else 1), fr

def main():
    pats = [(p, re.compile(p)) for p in sys.argv[1].split(",")]
    print("file\tsamples\t" + "\t".join(f"incl[{p}]\tself[{p}]" for p, _ in pats))
    for path in sys.argv[2:]:
        prof = load(path)
        name = symbolizer(prof, load(sidecar_for(path)))
        n = 0
        incl = [0] * len(pats)
        selfc = [0] * len(pats)
        for w, fr in stacks(prof, name):
            n += w
            for i, (_, rx) in enumerate(pats):
                if any(rx.search(f) for f in fr):
                    incl[i] += w
                if fr and rx.search(fr[0]):
                    selfc[i] += w
        cells = "\t".join(f"{100*incl[i]/n:.1f}% ({incl[i]})\t{100*selfc[i]/n:.1f}%" for i in range(len(pats)))
        print(f"{path}\t{n}\t{cells}")

if __name__ == "__main__":
    main()
