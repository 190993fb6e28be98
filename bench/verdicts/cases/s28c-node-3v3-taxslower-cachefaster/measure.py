#!/usr/bin/env python3
# Usage: cpuprofile_share.py REGEX file.cpuprofile ...
# Prints sample count and the share of samples with a frame (functionName) matching REGEX on the stack.
import json, re, sys
rx = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    prof = json.load(open(f))
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    memo = {}
    def has(nid):
        if nid in memo: return memo[nid]
        r = False; cur = nid; path = []
        while cur is not None:
            if cur in memo: r = memo[cur]; break
            path.append(cur)
            if rx.match(nodes[cur]["callFrame"]["functionName"] or ""): r = True; break
            cur = parent.get(cur)
        for p in path: memo[p] = r if not rx.match(nodes[p]["callFrame"]["functionName"] or "") else True
        return memo[nid]
    # note: memo of path elements below a match is set True (ancestor matched) which is correct
    samples = prof["samples"]
    idle = sum(1 for s in samples if nodes[s]["callFrame"]["functionName"] in ("(idle)",))
    hit = sum(1 for s in samples if has(s))
    print(f"{f}: samples={len(samples)} (idle={idle}) hit={hit} share={100*hit/len(samples):.1f}%")
