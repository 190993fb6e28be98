#!/usr/bin/env python3
"""Independent measurement of the samply captures (Firefox-profiler JSON + .syms.json sidecar).

Symbolicates each frame address via the sidecar (including inlined frames), then prints, per run,
the sample count and the inclusive share (% of samples whose stack contains a matching frame)
for the culprit and the other main functions. Only the workload thread (rows_*) is counted.
"""
import bisect, glob, gzip, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("decode_row (culprit)",            r"\brows::decode_row\b"),
    ("alloc work (malloc/realloc/grow)", r"\b_?realloc\b|\bint_realloc\b|\b_?malloc\b|\bint_malloc\b|\bmalloc_consolidate\b|\bfinish_grow\b|\bgrow_one\b|__rust_realloc\b|__rust_alloc\b"),
    ("free (drop of the Vec)",           r"\b_?free\b|\bint_free\b|__rust_dealloc\b"),
    ("score_row",                        r"\brows::score_row\b"),
    ("process_rows",                     r"\brows::process_rows\b"),
    ("make_lines (setup)",               r"\brows::make_lines\b"),
]
# union of the culprit regexes from expected.json (JS syntax used there is also valid Python re here)
CULPRIT_ANY = "|".join("(?:%s)" % r for r in json.load(open(os.path.join(HERE, "expected.json")))["culprit"])

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def sidecar(path):
    base = path[:-3] if path.endswith(".gz") else path
    base = base[:-len(".json")]
    for c in (base + ".syms.json", base + ".syms.json.gz"):
        if os.path.exists(c):
            return load(c)
    return None

def build_symbolizer(syms):
    strings = syms["string_table"]
    libs = {}
    for d in syms["data"]:
        table = d["symbol_table"]
        known = dict((a, i) for a, i in d["known_addresses"])
        starts = sorted((e["rva"], i) for i, e in enumerate(table))
        libs[d["debug_name"]] = (table, known, starts)
    def sym(libname, addr):
        if libname not in libs:
            return ["%s!0x%x" % (libname, addr)]
        table, known, starts = libs[libname]
        i = known.get(addr)
        if i is None:
            k = bisect.bisect_right(starts, (addr, 1 << 62)) - 1
            if k < 0: return ["%s!0x%x" % (libname, addr)]
            i = starts[k][1]
            e = table[i]
            if not (e["rva"] <= addr < e["rva"] + e["size"]):
                return ["%s!0x%x" % (libname, addr)]
        e = table[i]
        # NOTE: the sidecar's optional "frames" list is per symbol (one entry per function, it
        # holds the inline chain of a single address), not per address, so using it for every
        # address inside the symbol invents inline frames.  Only the real symbol name is used.
        return [strings[e["symbol"]]]
    return sym

def stacks(path):
    p = load(path)
    sym = build_symbolizer(sidecar(path))
    libs = p["libs"]
    out = []
    for t in p["threads"]:
        if not t["name"].startswith("rows"):
            continue
        st, ft, fn, rt = t["stackTable"], t["frameTable"], t["funcTable"], t["resourceTable"]
        sa = t["stringArray"]
        cache = {}
        def frame_names(fi):
            func = ft["func"][fi]
            res = fn["resource"][func]
            addr = ft["address"][fi]
            if res is None or res < 0 or addr is None or addr < 0:
                return [sa[fn["name"][func]]]
            lib = libs[rt["lib"][res]]["debugName"]
            return sym(lib, addr)
        def names(s0):
            if s0 in cache: return cache[s0]
            acc = set()
            si = s0
            while si is not None:
                acc.update(frame_names(st["frame"][si]))
                si = st["prefix"][si]
            r = frozenset(acc)
            cache[s0] = r
            return r
        w = t["samples"].get("weight") or [1] * t["samples"]["length"]
        for s, wt in zip(t["samples"]["stack"], w):
            if s is None: continue
            out.append((names(s), wt))
    return out

def main():
    files = sorted(glob.glob(os.path.join(HERE, "before", "run-*.json*"))) + sorted(glob.glob(os.path.join(HERE, "after", "run-*.json*")))
    files = [f for f in files if ".syms." not in f]
    print("%-22s %7s  %s" % ("run", "samples", "  ".join("%s" % g for g, _ in GROUPS)))
    for f in files:
        ss = stacks(f)
        n = sum(w for _, w in ss)
        cols = []
        for g, rx in GROUPS + [("culprit any (expected.json union)", CULPRIT_ANY)]:
            r = re.compile(rx)
            hit = sum(w for names, w in ss if any(r.search(x) for x in names))
            cols.append("%s=%.1f%%" % (g.split(" (")[0] if not g.startswith("culprit any") else "culprit_any", 100.0 * hit / n if n else 0))
        print("%-22s %7d  %s" % (os.path.relpath(f, HERE), n, "  ".join(cols)))

if __name__ == "__main__":
    main()
