#!/usr/bin/env python3
"""Share of samples whose stack contains a frame matching each regex.

Reads a V8 .cpuprofile (node --cpu-prof): nodes with callFrame.functionName and
children, and the samples[] array of leaf node ids (one entry per sample).
Frame names: functionName, "(anonymous)" when empty. Also reports each file's
sample count and summed timeDeltas. Usage: share_cpuprofile.py REGEX[,REGEX...] FILE...
"""
import json
import re
import sys
from collections import Counter


def load(path):
    prof = json.load(open(path))
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    def stack(nid):
        out = []
        while nid is not None:
            out.append(nodes[nid]["callFrame"]["functionName"] or "(anonymous)")
            nid = parent.get(nid)
        return out
    counts = Counter(prof["samples"])
    return [(stack(nid), c) for nid, c in counts.items()], sum(prof.get("timeDeltas", [])) / 1e6


def main():
    pats = [(p, re.compile(p)) for p in sys.argv[1].split(",")]
    print("| file | samples | seconds | " + " | ".join("`%s`" % p for p, _ in pats) + " |")
    print("|---|---:|---:|" + "---:|" * len(pats))
    for path in sys.argv[2:]:
        stacks, secs = load(path)
        total = sum(c for _, c in stacks)
        cells = []
        for _, rx in pats:
            hit = sum(c for frames, c in stacks if any(rx.match(f) for f in frames))
            cells.append("%d (%.1f%%)" % (hit, 100.0 * hit / total))
        print("| %s | %d | %.2f | %s |" % (path, total, secs, " | ".join(cells)))


if __name__ == "__main__":
    main()
