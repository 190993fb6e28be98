#!/usr/bin/env python3
"""Own measurement for samply captures: symbolicate frames with run-N.syms.json (rva ranges),
then report samples per run and the share of samples with a culprit function on the stack."""
import json, re, sys, bisect

def load(path):
    d = json.load(open(path))
    syms = json.load(open(path[:-5] + ".syms.json"))
    st = syms["string_table"]
    tables = {}
    for lib in syms["data"]:
        rows = sorted((s["rva"], s.get("size", 0), st[s["symbol"]]) for s in lib["symbol_table"])
        tables[lib["code_id"]] = rows
    libs = d["libs"]
    total = 0; hits = {}
    pats = [re.compile(p) for p in sys.argv[1].split(",")]
    for th in d["threads"]:
        ft, fu, sk, rs = th["frameTable"], th["funcTable"], th["stackTable"], th["resourceTable"]
        def fname(fi):
            f = ft["func"][fi]; r = fu["resource"][f]; addr = ft["address"][fi]
            if r is None or r < 0 or addr is None or addr < 0: return th["stringArray"][fu["name"][f]]
            lib = libs[rs["lib"][r]]; rows = tables.get(lib["codeId"], [])
            i = bisect.bisect_right(rows, (addr, 1 << 62, "")) - 1
            if i >= 0 and addr < rows[i][0] + max(rows[i][1], 1 << 20 if rows[i][1] == 0 else rows[i][1]):
                return rows[i][2]
            return "%s+0x%x" % (lib["name"], addr)
        names = [fname(i) for i in range(ft["length"])]
        s = th["samples"]; w = s.get("weight") or [1] * s["length"]
        for si, stk in enumerate(s["stack"]):
            if stk is None: continue
            n = w[si] if w[si] is not None else 1
            total += n
            stack = []
            while stk is not None:
                stack.append(names[sk["frame"][stk]]); stk = sk["prefix"][stk]
            for p in pats:
                if any(p.match(x) for x in stack): hits[p.pattern] = hits.get(p.pattern, 0) + n
    return total, hits

for path in [p for p in sys.argv[2:] if not p.endswith(".syms.json")]:
    t, h = load(path)
    print(path, "samples=%d" % t, " ".join("%s=%.1f%%" % (k, 100.0 * v / t) for k, v in h.items()))
