#!/usr/bin/env python3
"""Independent measurement of node --cpu-prof profiles in before/ and after/.
Walks the node tree (nodes[], children ids, callFrame.functionName), maps every entry of
`samples` to its node, and counts a sample toward a function if that function's name appears on the
path from the root to the sampled node (inclusive share). Shares are given over all samples and
over non-idle samples (excluding the `(idle)` node)."""
import gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["countKnown", "makeIds", "checksumIds", "buildReport", "main", "(garbage collector)", "(program)", "(idle)"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def stacks(prof):
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    cache = {}
    def path(nid):
        if nid in cache:
            return cache[nid]
        names = []
        x = nid
        while x is not None:
            names.append(nodes[x]["callFrame"]["functionName"])
            x = parent.get(x)
        cache[nid] = set(names)
        return cache[nid]
    for s in prof["samples"]:
        yield path(s)


def runs(side):
    d = os.path.join(HERE, side)
    fs = [f for f in os.listdir(d) if f.startswith("run-")]
    return sorted(fs, key=lambda f: int(re.match(r"run-(\d+)", f).group(1)))


hdr = f"{'side':6} {'run':18} {'samples':>7} {'nonidle':>7} " + " ".join(f"{f[:12]:>12}" for f in FUNCS)
print(hdr)
for side in ("before", "after"):
    for f in runs(side):
        prof = load(os.path.join(HERE, side, f))
        total = 0
        inc = {k: 0 for k in FUNCS}
        for names in stacks(prof):
            total += 1
            for k in FUNCS:
                if k in names:
                    inc[k] += 1
        nonidle = total - inc["(idle)"]
        print(f"{side:6} {f:18} {total:7d} {nonidle:7d} " + " ".join(f"{100*inc[k]/total:11.1f}%" for k in FUNCS))
print("\n(share of non-idle samples)")
for side in ("before", "after"):
    for f in runs(side):
        prof = load(os.path.join(HERE, side, f))
        inc = {k: 0 for k in FUNCS}
        total = 0
        for names in stacks(prof):
            if "(idle)" in names:
                continue
            total += 1
            for k in FUNCS:
                if k in names:
                    inc[k] += 1
        print(f"{side:6} {f:18} {total:7d} " + " ".join(f"{100*inc[k]/total:11.1f}%" for k in FUNCS[:-1]))
