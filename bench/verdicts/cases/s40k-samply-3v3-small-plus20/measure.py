#!/usr/bin/env python3
"""Independent measure for the samply profiles (Firefox processed format + .syms.json sidecar):
symbolicates each frame address against the sidecar's symbol tables and prints, per run, the
sample count of the workload thread and the inclusive share (% of samples whose stack
contains the function, inlined frames included) of the four stages and main."""
import bisect, glob, gzip, json, os

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["pipeline::synth_signal", "pipeline::smooth_window", "pipeline::detect_peaks",
         "pipeline::crc_block", "pipeline::main"]

def jload(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def symbolicator(syms):
    strings = syms["string_table"]; tabs = {}
    for d in syms["data"]:
        entries = sorted(d["symbol_table"], key=lambda e: e["rva"])
        tabs[d["debug_name"]] = ([e["rva"] for e in entries], entries)
    def names(lib, addr):
        if lib not in tabs:
            return []
        rvas, entries = tabs[lib]
        i = bisect.bisect_right(rvas, addr) - 1
        if i < 0 or addr >= entries[i]["rva"] + entries[i]["size"]:
            return []
        e = entries[i]
        out = [strings[e["symbol"]]]
        out += [strings[fr["function"]] for fr in e.get("frames", [])]
        return out
    return names

def main():
    print("%-7s %-6s %-10s %7s  " % ("side", "run", "thread", "samples") + " ".join("%24s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.json*"))):
            if ".syms." in p:
                continue
            run = os.path.basename(p).split(".")[0]
            prof = jload(p)
            names = symbolicator(jload(os.path.join(CASE, side, run + ".syms.json")))
            libs = prof["libs"]
            for th in prof["threads"]:
                ft, fu, st, rt = th["frameTable"], th["funcTable"], th["stackTable"], th["resourceTable"]
                def frame_names(fi):
                    res = fu["resource"][ft["func"][fi]]
                    if res is None or res < 0:
                        return [th["stringArray"][fu["name"][ft["func"][fi]]]]
                    lib = libs[rt["lib"][res]]["debugName"]
                    a = ft["address"][fi]
                    return names(lib, a) or names(lib, a - 1) or ["0x%x" % a]
                cache = {}
                def stack_set(si):
                    if si is None:
                        return frozenset()
                    if si not in cache:
                        cache[si] = stack_set(st["prefix"][si]) | set(frame_names(st["frame"][si]))
                    return cache[si]
                stacks = th["samples"]["stack"]
                w = th["samples"].get("weight") or [1] * len(stacks)
                n = sum(wi for s, wi in zip(stacks, w) if s is not None)
                if n == 0:
                    continue
                hits = [sum(wi for s, wi in zip(stacks, w) if s is not None and f in stack_set(s)) for f in FUNCS]
                print("%-7s %-6s %-10s %7d  " % (side, run, th["name"][:10], n) + " ".join("%16.1f%% (%4d)" % (100.0 * h / n, h) for h in hits))

if __name__ == "__main__":
    main()
