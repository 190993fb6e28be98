#!/usr/bin/env python3
"""Independent measurement of node --cpu-prof files (run-N.cpuprofile[.gz]).
Per run: total samples, and per function inclusive share (% of samples whose stack contains it,
via the node parent chain) and self share."""
import glob, gzip, json, os, sys

HERE = os.path.dirname(os.path.abspath(sys.argv[0]))
FUNCS = ["validateHandle", "RegExp: ^([a-z0-9]+_?)+$", "RegExp: ^[a-z0-9]+(?:_[a-z0-9]+)*_?$",
         "processBatch", "normalizeRecord", "serialize", "makeInputs", "(garbage collector)", "(idle)", "(program)"]

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
        op = gzip.open if p.endswith(".gz") else open
        with op(p, "rt") as f:
            d = json.load(f)
        nodes = {n["id"]: n for n in d["nodes"]}
        parent = {}
        for n in d["nodes"]:
            for c in n.get("children", []):
                parent[c] = n["id"]
        def names(nid):
            out = []
            while nid is not None:
                out.append(nodes[nid]["callFrame"]["functionName"])
                nid = parent.get(nid)
            return out
        cache = {}
        tot = len(d["samples"]); inc = {f: 0 for f in FUNCS}; slf = {f: 0 for f in FUNCS}
        for sid in d["samples"]:
            if sid not in cache:
                cache[sid] = names(sid)
            st = cache[sid]
            s = set(st)
            for f in FUNCS:
                if f in s: inc[f] += 1
                if st[0] == f: slf[f] += 1
        print(f"{side}/{os.path.basename(p)} samples={tot}")
        for f in FUNCS:
            print(f"   {f:40s} inclusive {100.0*inc[f]/tot:5.1f}% ({inc[f]})  self {100.0*slf[f]/tot:5.1f}% ({slf[f]})")
