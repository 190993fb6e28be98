#!/usr/bin/env python3
"""Independent measure for node --cpu-prof .cpuprofile files: per run, the number of samples
and the inclusive share (% of samples whose stack contains a frame with that function name).
(idle)/(program)/(garbage collector) samples are counted in the total."""
import glob, gzip, json, os, sys
D = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "handleRequest", "structuredClone", "validate", "priceItems", "applyDiscounts",
         "renderResponse", "decodeRequest", "makeBody", "writeAccessLog", "(garbage collector)", "(idle)", "(program)"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as fh:
        return json.load(fh)

hdr = f"{'run':<14}{'samples':>8}" + "".join(f"{f[:15]:>16}" for f in FUNCS)
print(hdr)
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        prof = load(p)
        nodes = {n["id"]: n for n in prof["nodes"]}
        parent = {}
        for n in prof["nodes"]:
            for c in n.get("children", []):
                parent[c] = n["id"]
        memo = {}
        def names(nid):
            if nid in memo:
                return memo[nid]
            s = {nodes[nid]["callFrame"]["functionName"]}
            if nid in parent:
                s = s | names(parent[nid])
            memo[nid] = s
            return s
        sys.setrecursionlimit(10000)
        counts = {f: 0 for f in FUNCS}
        samples = prof["samples"]
        for sid in samples:
            ns = names(sid)
            for f in FUNCS:
                if f in ns:
                    counts[f] += 1
        tot = len(samples)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<14}{tot:>8}" +
              "".join(f"{100.0*counts[f]/tot:>15.1f}%" for f in FUNCS))
