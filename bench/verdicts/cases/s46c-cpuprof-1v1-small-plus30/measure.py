#!/usr/bin/env python3
"""Inclusive share (by sample count) of named functions in a V8 .cpuprofile.
Usage: measure.py FILE [FILE...]. Each function counted once per sample."""
import json, sys, re
FUNCS = ["serializeEvent", "escapeField", "formatCents", "crc", "parseStage", "validateStage", "priceStage", "serializeStage", "runBatch", "makeLog", "(garbage collector)", "(program)", "(idle)"]

for fn in sys.argv[1:]:
    p = json.load(open(fn))
    nodes = {n["id"]: n for n in p["nodes"]}
    parent = {}
    for n in p["nodes"]:
        for c in n.get("children", []): parent[c] = n["id"]
    memo = {}
    def names(i):
        if i in memo: return memo[i]
        s = set(); j = i
        while j is not None:
            s.add(nodes[j]["callFrame"]["functionName"]); j = parent.get(j)
        memo[i] = s; return s
    tot = len(p["samples"]); cnt = {f: 0 for f in FUNCS}
    for sid in p["samples"]:
        ns = names(sid)
        for f in FUNCS:
            if f in ns: cnt[f] += 1
    print("%s samples=%d %s" % ("/".join(fn.split("/")[-2:]), tot, " ".join("%s=%.1f%%" % (f, 100.0 * cnt[f] / tot) for f in FUNCS)))
