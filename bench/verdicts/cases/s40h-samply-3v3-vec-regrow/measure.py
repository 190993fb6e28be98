#!/usr/bin/env python3
"""Independent measure for the samply profiles: reads before/ and after/ run-N.json[.gz]
(Firefox-profiler "processed" format written by `samply record --save-only`) together with the
`--unstable-presymbolicate` sidecar (run-N.syms.json, or run-N.json.syms.json for a gzipped
profile), resolves every frame address to its symbol (plus the inline frames the sidecar lists
for it), and prints per run the samples and the inclusive share (% of samples whose stack
contains a matching name) of the culprit and the other main functions."""
import bisect, glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("CULPRIT build_window", r"\bbuild_window\b"),
    ("CULPRIT realloc (any: libc _realloc/int_realloc, Rust alloc::alloc::realloc)", r"realloc\b"),
    ("CULPRIT RawVec grow_one / finish_grow", r"\b(grow_one|finish_grow)\b"),
    ("CULPRIT memcpy/memmove (libc)", r"mem(cpy|move)"),
    ("  clone (<Vec as Clone>::clone / to_vec)", r"\bclone\b|\bto_vec\b"),
    ("  malloc", r"malloc\b"),
    ("  free", r"\bfree\b|\bint_free\b|_free\b"),
    ("score_window", r"\bscore_window\b"),
    ("smooth_window", r"\bsmooth_window\b"),
    ("mix_calibration", r"\bmix_calibration\b"),
    ("sensor_windows::main", r"\bsensor_windows::main\b"),
]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        prof = json.load(f)
    base = path[:-3] if path.endswith(".gz") else path
    cands = [base + ".syms.json", base[:-5] + ".syms.json"]
    syms = None
    for c in cands:
        if os.path.exists(c):
            with open(c) as f:
                syms = json.load(f)
            break
    if syms is None:
        raise SystemExit(f"no sidecar for {path}")
    return prof, syms

def sym_tables(prof, syms):
    st = syms["string_table"]
    by_code = {}
    for d in syms["data"]:
        ents = sorted(d["symbol_table"], key=lambda e: e["rva"])
        names = []
        for e in ents:
            ns = [st[e["symbol"]]]
            for fr in e.get("frames") or []:
                ns.append(st[fr["function"]])
            names.append(ns)
        by_code[(d.get("code_id") or "").lower()] = ([e["rva"] for e in ents], [e["size"] for e in ents], names)
        by_code[d["debug_name"]] = by_code[(d.get("code_id") or "").lower()]
    tables = []
    for lib in prof["libs"]:
        tables.append(by_code.get((lib.get("codeId") or "").lower()) or by_code.get(lib["debugName"]))
    return tables

def resolve(tables, lib, addr):
    t = tables[lib] if lib is not None else None
    if not t:
        return [f"0x{addr:x}"]
    rvas, sizes, names = t
    i = bisect.bisect_right(rvas, addr) - 1
    if i >= 0 and addr < rvas[i] + sizes[i]:
        return names[i]
    return [f"0x{addr:x}"]

def run_stacks(prof, syms):
    tables = sym_tables(prof, syms)
    out = []
    for th in prof["threads"]:
        s, stk, fr, fn, rs = th["samples"], th["stackTable"], th["frameTable"], th["funcTable"], th["resourceTable"]
        strings = th["stringArray"]
        frame_names = []
        for k in range(fr["length"]):
            func = fr["func"][k]
            res = fn["resource"][func]
            lib = rs["lib"][res] if res is not None and res >= 0 else None
            addr = fr["address"][k]
            if addr is None or addr < 0:
                frame_names.append([strings[fn["name"][func]]])
            else:
                frame_names.append(resolve(tables, lib, addr))
        memo = {}
        def names_of(si):
            if si in memo:
                return memo[si]
            acc = set()
            cur = si
            chain = []
            while cur is not None and cur not in memo:
                chain.append(cur)
                cur = stk["prefix"][cur]
            base = memo[cur] if cur is not None else frozenset()
            for c in reversed(chain):
                base = base | frozenset(frame_names[stk["frame"][c]])
                memo[c] = base
            return memo[si]
        weights = s.get("weight") or [1] * s["length"]
        for si, w in zip(s["stack"], weights):
            if si is None:
                continue
            out.append((names_of(si), w or 1))
    return out

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.json*"))):
        if ".syms.json" in path:
            continue
        prof, syms = load(path)
        stacks = run_stacks(prof, syms)
        total = sum(w for _, w in stacks)
        print(f"{side}/{os.path.basename(path)}: samples={total}")
        for label, pat in GROUPS:
            rx = re.compile(pat)
            n = sum(w for names, w in stacks if any(rx.search(x) for x in names))
            print(f"  {label:72s} {n:6d} {100.0 * n / total:6.1f}%")
