#!/usr/bin/env python3
"""Independent measurement for s38h-samply-1v1-vec-remove-front.
Reads {before,after}/run-*.json[.gz] (Firefox-profiler format written by samply) and
symbolicates frame addresses with the run-*.json.syms.json sidecar written by
`--unstable-presymbolicate` (known_addresses -> symbol_table entry; the entry's
symbol plus its inlined frames are all counted as frames of the sample).
Prints per run: samples (all threads, weight-summed) and inclusive shares."""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = [
    ("workqueue::drain_queue", r"^workqueue::drain_queue$"),
    # libc's memmove/memcpy entry (memmove-vec-unaligned-erms.S); Vec::remove and
    # VecDeque::pop_front are fully inlined into drain_queue and never appear as frames.
    ("_memcpy_avx_unaligned_erms (libc memmove)", r"\b_+mem(cpy|move)_avx_unaligned_erms\b"),
    ("workqueue::process_job", r"^workqueue::process_job$"),
    ("workqueue::summarize", r"^workqueue::summarize$"),
    ("workqueue::make_jobs", r"^workqueue::make_jobs$"),
    ("workqueue::main", r"^workqueue::main$"),
]

def opener(p):
    return gzip.open(p, "rt") if p.endswith(".gz") else open(p)

def load(path):
    prof = json.load(opener(path))
    side = re.sub(r"\.gz$", "", path) + ""
    syms_path = re.sub(r"\.json(\.gz)?$", ".json.syms.json", path)
    syms = json.load(open(syms_path))
    st = syms["string_table"]
    bylib = {}
    for d in syms["data"]:
        tab = d["symbol_table"]
        m = {}
        for addr, idx in d["known_addresses"]:
            e = tab[idx]
            names = [st[e["symbol"]]]
            for fr in e.get("frames", []) or []:
                names.append(st[fr["function"]])
            m[addr] = names
        bylib[d["debug_name"]] = m
    libs = prof["libs"]
    samples = []  # list of (weight, set(frame names))
    for t in prof["threads"]:
        S = t["samples"]; n = S["length"]
        if n == 0:
            continue
        ft, fu, sk, rt = t["frameTable"], t["funcTable"], t["stackTable"], t["resourceTable"]
        strs = t["stringArray"]
        def frame_names(fi):
            func = ft["func"][fi]
            res = fu["resource"][func]
            addr = ft["address"][fi]
            if res is not None and res >= 0 and addr is not None and addr >= 0:
                lib = libs[rt["lib"][res]]["debugName"]
                names = bylib.get(lib, {}).get(addr)
                if names:
                    return names
                return [f"{lib}+0x{addr:x}"]
            return [strs[fu["name"][func]]]
        cache = {}
        def stack_names(si):
            out = set()
            chain = []
            while si is not None and si not in cache:
                chain.append(si); si = sk["prefix"][si]
            base = cache[si] if si is not None else frozenset()
            for s in reversed(chain):
                base = base | frozenset(frame_names(sk["frame"][s]))
                cache[s] = base
            return cache[chain[0]] if chain else base
        w = S.get("weight") or [1] * n
        for i in range(n):
            s = S["stack"][i]
            if s is None:
                continue
            samples.append((w[i] if w[i] is not None else 1, stack_names(s), t["name"]))
    return samples

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.json.gz")) +
                        glob.glob(os.path.join(HERE, side, "run-[0-9].json"))):
            smp = load(p)
            n = sum(w for w, _, _ in smp)
            print(f"{side}/{os.path.basename(p)}: samples={n}")
            for label, rx in TARGETS:
                r = re.compile(rx)
                c = sum(w for w, names, _ in smp if any(r.search(x) for x in names))
                print(f"    {label:44s} {c:6d}  {100.0 * c / n:5.1f}%")
            allnames = {}
            for w, names, _ in smp:
                for x in names:
                    if "memmove" in x or "memcpy" in x:
                        allnames[x] = allnames.get(x, 0) + w
            print("    mem* frames seen:", allnames)

if __name__ == "__main__":
    main()
