#!/usr/bin/env python3
"""Independent measure for s39a-cpuprof-1v1-array-includes.
Reads V8 .cpuprofile JSON (nodes with parent->children links, samples = leaf node ids).
Prints per run: samples, and inclusive share (% of samples whose stack contains the
function name) for the culprit and the other pipeline functions; also self share of
isKnownSku and any frame whose name contains 'includes'."""
import glob, gzip, json, os

FUNCS = ["isKnownSku", "parseRecord", "normalizeRecord", "accumulateTotals",
         "runPipeline", "makeLines", "(garbage collector)"]
here = os.path.dirname(os.path.abspath(__file__))

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

print("%-14s %7s " % ("run", "samples") + " ".join("%17s" % f[:17] for f in FUNCS) + "  self(isKnownSku)  any*includes*")
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        prof = load(p)
        nodes = {n["id"]: n for n in prof["nodes"]}
        parent = {}
        for n in prof["nodes"]:
            for c in n.get("children", []):
                parent[c] = n["id"]
        cache = {}
        def stack(nid):
            if nid not in cache:
                names, x = set(), nid
                while x is not None:
                    names.add(nodes[x]["callFrame"]["functionName"]); x = parent.get(x)
                cache[nid] = names
            return cache[nid]
        total = len(prof["samples"])
        inc = dict.fromkeys(FUNCS, 0); selfk = 0; incl = 0
        for s in prof["samples"]:
            names = stack(s)
            for f in FUNCS:
                if f in names: inc[f] += 1
            if nodes[s]["callFrame"]["functionName"] == "isKnownSku": selfk += 1
            if any("includes" in n.lower() for n in names): incl += 1
        print("%-14s %7d " % (side + "/" + os.path.basename(p).split(".")[0], total)
              + " ".join("%16.1f%%" % (100.0 * inc[f] / total) for f in FUNCS)
              + "  %15.1f%%  %12.1f%%" % (100.0 * selfk / total, 100.0 * incl / total))
