#!/usr/bin/env python3
"""Independent measurement of samply profiles (Firefox-profiler processed JSON, optionally .gz)
symbolicated with the --unstable-presymbolicate sidecar (run-N.syms.json): per run, samples of the
profiled program's threads and the inclusive share (% of samples whose stack contains a frame
whose (outer, non-inlined) symbol matches)."""
import bisect, glob, gzip, json, os, re

FUNCS = [("relax_edges", r"\brelax_edges\b"),
         ("sort_buckets", r"\bsort_buckets\b"),
         ("std::sort internals (__introsort_loop/__insertion_sort)", r"\bstd::(__introsort_loop|__insertion_sort|__unguarded_linear_insert|__final_insertion_sort)\b"),
         ("std::mersenne_twister_engine::* (rng, out-of-line)", r"^std::mersenne_twister_engine<"),
         ("hash_nodes", r"\bhash_nodes\b"),
         ("main", r"^main\b")]

def jload(p):
    return json.load(gzip.open(p, "rt") if p.endswith(".gz") else open(p))

def symtabs(path):
    s = jload(path); st = s["string_table"]; out = {}
    for lib in s["data"]:
        ents = sorted(lib["symbol_table"], key=lambda e: e["rva"])
        starts = [e["rva"] for e in ents]
        # outer symbol only: the sidecar's per-symbol "frames" inline chain is a single chain
        # per symbol (not per address), so it is not used for attribution
        names = [[st[e["symbol"]]] for e in ents]
        out[lib["code_id"].lower()] = (starts, [e["size"] for e in ents], names)
    return out

def sym(tabs, code_id, addr):
    t = tabs.get(code_id)
    if not t: return ["0x%x" % addr]
    starts, sizes, names = t
    i = bisect.bisect_right(starts, addr) - 1
    if i >= 0 and addr < starts[i] + max(sizes[i], 1): return names[i]
    return ["0x%x" % addr]

base = os.path.dirname(os.path.abspath(__file__))
pats = [(l, re.compile(r)) for l, r in FUNCS]
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(base, side, "run-*.json*"))):
        if p.endswith(".syms.json"): continue
        prof = jload(p)
        tabs = symtabs(os.path.join(os.path.dirname(p), os.path.basename(p).split(".")[0] + ".syms.json"))
        libs = prof["libs"]
        n = 0; hits = [0] * len(pats); unresolved = 0
        for t in prof["threads"]:
            if t["samples"]["length"] == 0: continue
            ft, fn, rt, stk = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"]
            def frame_names(fi):
                r = fn["resource"][ft["func"][fi]]
                if r is None or r < 0: return [t["stringArray"][fn["name"][ft["func"][fi]]]]
                lib = libs[rt["lib"][r]]
                return sym(tabs, (lib.get("codeId") or "").lower(), ft["address"][fi])
            cache = {}
            def stack_names(si):
                if si in cache: return cache[si]
                names = set()
                cur = si
                while cur is not None:
                    names.update(frame_names(stk["frame"][cur])); cur = stk["prefix"][cur]
                cache[si] = names
                return names
            w = t["samples"].get("weight") or [1] * t["samples"]["length"]
            for si, wt in zip(t["samples"]["stack"], w):
                n += wt
                if si is None: continue
                names = stack_names(si)
                if all(x.startswith("0x") for x in names): unresolved += wt
                for i, (_, rx) in enumerate(pats):
                    if any(rx.search(x) for x in names): hits[i] += wt
        print(f"{side}/{os.path.basename(p)}: samples={n} (fully unsymbolicated stacks: {unresolved})")
        for (l, _), h in zip(pats, hits):
            print(f"    {l:58s} {h:6d}  {100.0*h/max(n,1):6.2f}%")
