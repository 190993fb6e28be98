#!/usr/bin/env python3
"""Inclusive share of culprit frames in the samply profiles, symbolicated with run-N.syms.json
(outer symbol plus its inline frames at the sampled address)."""
import bisect, json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
pats = [re.compile(p) for p in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
extra = {"dedup_tokens": r"\bdedup_tokens\b", "contains": r"contains", "tokenize": r"\btokenize\b",
         "index_window": r"\bindex_window\b", "hash_token": r"\bhash_token\b"}
extra = {k: re.compile(v) for k, v in extra.items()}

def load(side):
    prof = json.load(open(os.path.join(HERE, side, "run-1.json")))
    syms = json.load(open(os.path.join(HERE, side, "run-1.syms.json")))
    st = syms["string_table"]
    tabs = {}
    for d in syms["data"]:
        tab = sorted(d["symbol_table"], key=lambda e: e["rva"])
        tabs[d["debug_name"]] = ([e["rva"] for e in tab], tab)
    def names(lib, addr):
        if lib not in tabs: return [f"{lib}@{addr:#x}"]
        rvas, tab = tabs[lib]
        for a in (addr, addr - 1):
            i = bisect.bisect_right(rvas, a) - 1
            if i >= 0 and a < tab[i]["rva"] + tab[i]["size"]:
                e = tab[i]
                out = [st[e["symbol"]]]
                for fr in e.get("frames", []) or []:
                    out.append(st[fr["function"]])
                return out
        return [f"{lib}@{addr:#x}"]
    stacks = []
    for t in prof["threads"]:
        ft, fu, rt, sk, sa = t["frameTable"], t["funcTable"], t["resourceTable"], t["stackTable"], t["samples"]
        def frame_names(f):
            func = ft["func"][f]; res = fu["resource"][func]
            lib = prof["libs"][rt["lib"][res]]["debugName"] if res is not None and res >= 0 and rt["lib"][res] is not None else "?"
            return names(lib, ft["address"][f])
        cache = {}
        for i in range(sa["length"]):
            s = sa["stack"][i]
            if s is None: continue
            w = sa["weight"][i] if sa.get("weight") else 1
            if s not in cache:
                fr = []; x = s
                while x is not None:
                    fr.extend(frame_names(sk["frame"][x])); x = sk["prefix"][x]
                cache[s] = fr
            stacks.append((cache[s], w))
    return stacks

for side in ("before", "after"):
    stacks = load(side)
    n = sum(w for _, w in stacks)
    hit = sum(w for s, w in stacks if any(p.search(f) for f in s for p in pats))
    line = f"{side} run-1: samples={n} culprit={hit} ({100*hit/n:.1f}%)"
    for k, p in extra.items():
        c = sum(w for s, w in stacks if any(p.search(f) for f in s))
        line += f" {k}={100*c/n:.1f}%"
    print(line)
    if "-v" in sys.argv:
        from collections import Counter
        print(Counter(s[0] for s, w in stacks).most_common(8))
