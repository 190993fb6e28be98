#!/usr/bin/env python3
"""Independent reader for the samply profiles of this case.

Reads before/run-N.json[.gz] (Firefox processed-profile format written by
`samply record --save-only --unstable-presymbolicate`) and resolves frame
addresses with the run-N.syms.json sidecar.  For each run prints the number of
samples (all threads of the profiled process) and the inclusive share
(% of samples whose stack contains the function, counting inlined frames too)
of the functions of interest.
"""
import bisect, glob, gzip, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
WATCH = [
    ("score_event", r"\bscore_event\b"),
    ("hash_one", r"\bhash_one\b"),
    ("any HashMap/hash frame", r"HashMap|hashbrown|\bhash_one\b|sip::|Hasher"),
    ("bucket_totals", r"\bbucket_totals\b"),
    ("make_events", r"\bmake_events\b"),
    ("make_weights", r"\bmake_weights\b"),
]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def sidecar_for(path):
    base = re.sub(r"\.json(\.gz)?$", "", path)
    for cand in (base + ".syms.json", base + ".syms.json.gz"):
        if os.path.exists(cand):
            return load(cand)
    return None

def build_resolver(syms):
    strs = syms["string_table"]
    libs = {}
    for lib in syms["data"]:
        table = sorted(lib["symbol_table"], key=lambda e: e["rva"])
        starts = [e["rva"] for e in table]
        known = {a: i for a, i in lib.get("known_addresses", [])}
        libs[lib["debug_name"]] = (table, starts, known)

    def resolve(libname, addr):
        """Return list of names outermost-first (symbol plus inlined frames)."""
        if libname not in libs:
            return ["%s!0x%x" % (libname, addr)]
        table, starts, known = libs[libname]
        idx = known.get(addr)
        if idx is None:
            k = bisect.bisect_right(starts, addr) - 1
            if k < 0 or addr >= table[k]["rva"] + max(table[k].get("size") or 1, 1):
                return ["%s!0x%x" % (libname, addr)]
            idx = k
        e = table[idx]
        names = [strs[e["symbol"]]]
        for fr in e.get("frames") or []:  # innermost first
            n = strs[fr["function"]]
            if n not in names:
                names.append(n)
        return names

    return resolve

def measure(path):
    prof = load(path)
    syms = sidecar_for(path)
    resolve = build_resolver(syms) if syms else (lambda l, a: ["%s!0x%x" % (l, a)])
    libs = prof["libs"]
    total = 0
    hits = {k: 0 for k, _ in WATCH}
    pats = [(k, re.compile(p)) for k, p in WATCH]
    for th in prof["threads"]:
        n = th["samples"]["length"]
        if n == 0:
            continue
        ft, st, rt, sa = th["frameTable"], th["stackTable"], th["resourceTable"], th["stringArray"]
        fn_names = {}
        def frame_names(fi):
            if fi in fn_names:
                return fn_names[fi]
            func = ft["func"][fi]
            res = th["funcTable"]["resource"][func]
            addr = ft["address"][fi]
            if res is not None and res >= 0 and addr is not None and addr >= 0:
                lib = libs[rt["lib"][res]]["debugName"]
                names = resolve(lib, addr)
            else:
                names = [sa[th["funcTable"]["name"][func]]]
            fn_names[fi] = names
            return names
        stack_cache = {}
        def stack_names(si):
            if si in stack_cache:
                return stack_cache[si]
            out = set()
            cur = si
            while cur is not None:
                out.update(frame_names(st["frame"][cur]))
                cur = st["prefix"][cur]
            stack_cache[si] = out
            return out
        weights = th["samples"].get("weight")
        for i, si in enumerate(th["samples"]["stack"]):
            if si is None:
                continue
            w = weights[i] if weights else 1
            total += w
            names = stack_names(si)
            for k, p in pats:
                if any(p.search(x) for x in names):
                    hits[k] += w
    return total, hits

def main():
    rows = []
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
            if ".syms." in path:
                continue
            total, hits = measure(path)
            rows.append((side, os.path.basename(path), total, hits))
    hdr = ["side", "run", "samples"] + [k for k, _ in WATCH]
    print(" | ".join(hdr))
    for side, run, total, hits in rows:
        cells = [side, run, str(total)] + ["%.1f%%" % (100.0 * hits[k] / total if total else 0) for k, _ in WATCH]
        print(" | ".join(cells))

if __name__ == "__main__":
    main()
