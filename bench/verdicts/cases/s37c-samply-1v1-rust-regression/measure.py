#!/usr/bin/env python3
"""Independent check of the samply captures: symbolicate each sample's stack using the
.syms.json sidecar written by `samply record --unstable-presymbolicate`, then print the
inclusive share (fraction of samples whose stack contains the function) per run."""
import bisect, glob, gzip, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["logcrunch::checksum_block", "logcrunch::parse_fields", "logcrunch::generate_lines",
         "logcrunch::aggregate", "logcrunch::sort_window"]

def load_syms(path):
    s = json.load(open(path))
    strs = s["string_table"]
    libs = {}
    for lib in s["data"]:
        known = {a: i for a, i in lib["known_addresses"]}
        table = lib["symbol_table"]
        rvas = [e["rva"] for e in table]
        libs[lib["debug_name"]] = (known, table, rvas)
    return strs, libs

def name_of(addr, lib, strs, libs):
    if lib not in libs:
        return "%s!0x%x" % (lib, addr)
    known, table, rvas = libs[lib]
    i = known.get(addr)
    if i is None:
        j = bisect.bisect_right(rvas, addr) - 1
        if j >= 0 and addr < table[j]["rva"] + table[j]["size"]:
            i = j
    if i is None:
        return "%s!0x%x" % (lib, addr)
    return strs[table[i]["symbol"]]

def shares(profile):
    d = json.load(gzip.open(profile))
    strs, libs = load_syms(profile[:-len(".gz")] + ".syms.json") if profile.endswith(".gz") else load_syms(profile + ".syms.json")
    libnames = [l["debugName"] for l in d["libs"]]
    total = 0
    hits = {f: 0 for f in FUNCS}
    for t in d["threads"]:
        if t["processName"] != "logcrunch":
            continue
        ft, fn, rt, st = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"]
        def frame_name(fi):
            func = ft["func"][fi]
            res = fn["resource"][func]
            if res is None or res < 0:
                return t["stringArray"][fn["name"][func]]
            return name_of(ft["address"][fi], libnames[rt["lib"][res]], strs, libs)
        fnames = [frame_name(i) for i in range(ft["length"])]
        memo = {}
        def stack_set(si):
            if si in memo:
                return memo[si]
            out = set()
            cur = si
            while cur is not None:
                out.add(fnames[st["frame"][cur]])
                cur = st["prefix"][cur]
            memo[si] = out
            return out
        w = t["samples"].get("weight")
        for k, si in enumerate(t["samples"]["stack"]):
            if si is None:
                continue
            wt = w[k] if w else 1
            total += wt
            names = stack_set(si)
            for f in FUNCS:
                if f in names:
                    hits[f] += wt
    return total, hits

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "*.json.gz"))):
            total, hits = shares(p)
            print("%-6s %-14s samples=%6d  " % (side, os.path.basename(p), total) +
                  "  ".join("%s=%.1f%%" % (f.split("::")[-1], 100.0 * hits[f] / total) for f in FUNCS))

if __name__ == "__main__":
    if len(sys.argv) > 1:
        for p in sys.argv[1:]:
            total, hits = shares(p)
            print(p, total, {f.split("::")[-1]: round(100.0 * hits[f] / total, 1) for f in FUNCS})
    else:
        main()
