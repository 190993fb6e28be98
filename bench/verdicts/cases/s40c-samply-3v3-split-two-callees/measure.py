#!/usr/bin/env python3
"""Independent measurement of the samply profiles in before/ and after/.
Symbolicates each frame with the run's .syms.json sidecar (lib-relative address -> symbol
whose [rva, rva+size) contains it) and prints per run: samples and the inclusive share
(% of samples whose stack contains the function) of the culprit (normalize_record) and the
other main functions."""
import bisect, glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["recnorm::normalize_record", "recnorm::trim_fields", "recnorm::hash_fields",
         "recnorm::parse_line", "recnorm::aggregate", "recnorm::process",
         "recnorm::generate_lines", "recnorm::main"]


def jload(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def symbolizer(syms):
    strings = syms["string_table"]
    libs = {}
    for d in syms["data"]:
        tab = sorted((e["rva"], e["size"], strings[e["symbol"]]) for e in d["symbol_table"])
        libs[d["debug_name"]] = ([t[0] for t in tab], tab)

    def lookup(libname, addr):
        if libname not in libs:
            return f"{libname}!0x{addr:x}"
        starts, tab = libs[libname]
        i = bisect.bisect_right(starts, addr) - 1
        if i >= 0 and tab[i][0] <= addr < tab[i][0] + max(tab[i][1], 1):
            return tab[i][2]
        return f"{libname}!0x{addr:x}"
    return lookup


def measure(prof, lookup):
    tot = 0
    inc = dict.fromkeys(FUNCS, 0)
    for t in prof["threads"]:
        s = t["samples"]
        if not s["length"]:
            continue
        ft, st, fn, rt = t["frameTable"], t["stackTable"], t["funcTable"], t["resourceTable"]
        strs = t["stringArray"]

        def frame_name(fi):
            func = ft["func"][fi]
            res = fn["resource"][func]
            addr = ft["address"][fi]
            if res is None or res < 0 or addr is None or addr < 0:
                return strs[fn["name"][func]]
            lib = prof["libs"][rt["lib"][res]]["name"]
            return lookup(lib, addr)

        fcache = {}
        scache = {}

        def stack_names(si):
            if si in scache:
                return scache[si]
            names = set()
            x = si
            while x is not None:
                fi = st["frame"][x]
                if fi not in fcache:
                    fcache[fi] = frame_name(fi)
                names.add(fcache[fi])
                x = st["prefix"][x]
            scache[si] = names
            return names

        weights = s.get("weight") or [1] * s["length"]
        for si, w in zip(s["stack"], weights):
            if si is None:
                continue
            tot += w
            names = stack_names(si)
            for f in FUNCS:
                if f in names:
                    inc[f] += w
    return tot, inc


def main():
    short = [f.split("::")[-1] for f in FUNCS]
    print(f"{'run':<14}{'samples':>8}" + "".join(f"{s:>20}" for s in short))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
            if ".syms.json" in p:
                continue
            base = os.path.basename(p).split(".")[0]
            lookup = symbolizer(jload(os.path.join(HERE, side, base + ".syms.json")))
            tot, inc = measure(jload(p), lookup)
            print(f"{side + '/' + base:<14}{tot:>8}" + "".join(f"{inc[f]:>11} ({100*inc[f]/tot:5.1f}%)" for f in FUNCS))


if __name__ == "__main__":
    main()
