#!/usr/bin/env python3
"""Independent measure for samply profiles (processed Firefox-profiler JSON + .syms.json sidecar).
Symbolicates each frame address with the sidecar's symbol tables (rva <= addr < rva+size),
then prints per run: samples and inclusive share (% of samples whose stack contains the function)."""
import bisect, glob, gzip, json, os, sys

FUNCS = ["mix_cells", "smooth_rows", "score_grid", "main"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def measure(path):
    prof = load(path)
    sp = path.replace(".json.gz", ".json").replace(".json", ".syms.json")
    syms = load(sp)
    st = syms["string_table"]
    tables = {}
    for d in syms["data"]:
        rows = sorted((s["rva"], s["size"], st[s["symbol"]]) for s in d["symbol_table"])
        tables[d["debug_name"]] = rows
    total = 0
    incl = {f: 0 for f in FUNCS}
    for th in prof["threads"]:
        S, F, Fn, R = th["stackTable"], th["frameTable"], th["funcTable"], th["resourceTable"]
        def name(fr):
            res = Fn["resource"][F["func"][fr]]
            if res is None or res < 0:
                return "?"
            lib = prof["libs"][R["lib"][res]]["debugName"]
            rows = tables.get(lib, [])
            a = F["address"][fr]
            i = bisect.bisect_right([r[0] for r in rows], a) - 1
            if i >= 0 and a < rows[i][0] + max(rows[i][1], 1):
                return rows[i][2]
            return "%s+0x%x" % (lib, a)
        smp = th["samples"]
        w = smp.get("weight") or [1] * smp["length"]
        for s, wt in zip(smp["stack"], w):
            if s is None:
                continue
            names = set()
            while s is not None:
                names.add(name(S["frame"][s]))
                s = S["prefix"][s]
            total += wt
            for f in FUNCS:
                if f in names:
                    incl[f] += wt
    return total, incl

def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(root, side, "run-*.json*"))):
            if ".syms." in p:
                continue
            total, incl = measure(p)
            shares = "  ".join("%s=%.1f%%" % (f, 100.0 * incl[f] / total) for f in FUNCS)
            print("%-6s %-14s samples=%d  %s" % (side, os.path.basename(p), total, shares))

main()
