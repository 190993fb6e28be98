#!/usr/bin/env python3
"""Inclusive sample share of named functions in the samply profiles of this case.
Symbolicates each frame address (library-relative) with the run-N.syms.json
sidecar written by `samply record --unstable-presymbolicate` (outer function
symbol only), then counts samples whose stack contains the function."""
import bisect, json, os, re, glob
HERE = os.path.dirname(os.path.abspath(__file__))
PATTERNS = {
    "checksum_line (culprit)": r"\bchecksum_line\b",
    "mix_bytes": r"\bmix_bytes\b",
    "parse_amount": r"\bparse_amount\b",
    "decode_amount": r"\bdecode_amount\b",
    "synth_line": r"\bsynth_line\b",
}

def load(path):
    prof = json.load(open(path))
    syms = json.load(open(path[:-len(".json")] + ".syms.json"))
    st = syms["string_table"]
    tables = {}
    for lib in syms["data"]:
        tab = sorted((e["rva"], e["size"], st[e["symbol"]]) for e in lib["symbol_table"])
        tables[lib["code_id"].lower()] = ([t[0] for t in tab], tab)
    libs = prof["libs"]
    def name(lib_idx, addr):
        lib = libs[lib_idx]
        t = tables.get((lib.get("codeId") or "").lower())
        if t:
            i = bisect.bisect_right(t[0], addr) - 1
            if i >= 0 and addr < t[1][i][0] + max(t[1][i][1], 1):
                return t[1][i][2]
        return "%s+0x%x" % (lib["name"], addr)
    stacks = []
    for th in prof["threads"]:
        ft, fn, stt, rt = th["frameTable"], th["funcTable"], th["stackTable"], th["resourceTable"]
        strs = th["stringArray"]
        fname = []
        for f in range(ft["length"]):
            func = ft["func"][f]
            res = fn["resource"][func]
            addr = ft["address"][f]
            if res is not None and res >= 0 and rt["lib"][res] is not None and addr is not None and addr >= 0:
                fname.append(name(rt["lib"][res], addr))
            else:
                fname.append(strs[fn["name"][func]])
        cache = {}
        def frames(s):
            out = []
            while s is not None:
                out.append(fname[stt["frame"][s]]); s = stt["prefix"][s]
            return out
        for s, w in zip(th["samples"]["stack"], th["samples"].get("weight") or [1] * th["samples"]["length"]):
            if s is None: continue
            if s not in cache: cache[s] = frames(s)
            stacks.append((cache[s], w or 1))
    return stacks

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.json"))):
        if path.endswith(".syms.json"): continue
        stacks = load(path)
        total = sum(w for _, w in stacks)
        parts = []
        for label, pat in PATTERNS.items():
            rx = re.compile(pat)
            n = sum(w for fr, w in stacks if any(rx.search(f) for f in fr))
            parts.append("%s %.1f%% (%d)" % (label, 100.0 * n / total, n))
        print("%s/%s: samples=%d; %s" % (side, os.path.basename(path), total, "; ".join(parts)))
