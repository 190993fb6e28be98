#!/usr/bin/env python3
"""Symbolicates samply --unstable-presymbolicate profiles with their .syms.json (inline
frames expanded) and prints inclusive shares (share of all samples of the program thread)."""
import json, os, re, collections, sys
HERE = os.path.dirname(os.path.abspath(__file__))

def load(side, i=1):
    p = json.load(open(os.path.join(HERE, side, f"run-{i}.json")))
    s = json.load(open(os.path.join(HERE, side, f"run-{i}.syms.json")))
    st = s["string_table"]
    libsyms = {}
    for e in s["data"]:
        libsyms[e["code_id"]] = {a: e["symbol_table"][k] for a, k in e["known_addresses"]}
    stacks = []
    for t in p["threads"]:
        if t["samples"]["length"] == 0:
            continue
        ft, fu, rt, sa = t["frameTable"], t["funcTable"], t["resourceTable"], t["stringArray"]
        def frame_names(fi):
            addr = ft["address"][fi]
            res = fu["resource"][ft["func"][fi]]
            if res is None or res < 0 or addr is None or addr < 0:
                return [sa[fu["name"][ft["func"][fi]]]]
            lib = p["libs"][rt["lib"][res]]
            ent = libsyms.get(lib["codeId"], {}).get(addr)  # known_addresses: exact address -> entry
            if ent is not None:
                fr = ent.get("frames") or [{"function": ent["symbol"]}]
                return [st[f["function"]] for f in reversed(fr)]  # outermost first
            return [f"{lib['name']}+{addr:#x}"]
        cache = {}
        def stack(si):
            if si is None: return ()
            if si in cache: return cache[si]
            r = stack(t["stackTable"]["prefix"][si]) + tuple(frame_names(t["stackTable"]["frame"][si]))
            cache[si] = r; return r
        w = t["samples"].get("weight") or [1] * t["samples"]["length"]
        for si, wt in zip(t["samples"]["stack"], w):
            stacks.append((stack(si), wt or 1))
    return stacks

def share(stacks, pred):
    tot = sum(w for _, w in stacks)
    return 100.0 * sum(w for s, w in stacks if any(pred(f) for f in s)) / tot, tot

CULPRIT = json.load(open(os.path.join(HERE, "expected.json")))["culprit"]
ALLOC = [r"\b_GI___libc_malloc\b", r"\b_GI___libc_free\b", r"\bint_free\b", r"\b__rust_alloc\b", r"\b__rust_dealloc\b"]
if __name__ == "__main__":
    for side in ("before", "after"):
        st = load(side)
        tot = sum(w for _, w in st)
        print(f"{side}: samples={tot}")
        for name in ["process_batch", "generate_csv", "parse_roster", "sort_members", "to_lowercase",
                     "group_by_region", "render_report", "sort_by_key", "_GI___libc_malloc", "_GI___libc_free"]:
            pct, _ = share(st, lambda f, n=name: re.search(r"(?<![A-Za-z0-9_])%s\b" % re.escape(n), f))
            print(f"  {name:16s} {pct:5.1f}%")
        pct, _ = share(st, lambda f: any(re.search(c, f) for c in CULPRIT))
        print(f"  culprit union    {pct:5.1f}%   ({' | '.join(CULPRIT)})")
        pct, _ = share(st, lambda f: any(re.search(c, f) for c in ALLOC))
        out = 100.0 * sum(w for s, w in st if any(re.search(c, f) for c in ALLOC for f in s)
                          and not any("sort_members" in f for f in s)) / tot
        print(f"  alloc frames     {pct:5.1f}%   (of which outside sort_members {out:4.1f}%)")
        if "-v" in sys.argv:
            under = collections.Counter()
            for s, w in st:
                if any("sort_members" in f for f in s):
                    i = max(j for j, f in enumerate(s) if "sort_members" in f)
                    for f in set(s[i + 1:]): under[f] += w
            for f, c in under.most_common(25): print(f"      {100*c/tot:5.1f}% {f[:110]}")
