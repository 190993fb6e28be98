#!/usr/bin/env python3
"""Read the V8 .cpuprofile files in before/ and after/ and print, per run, total
samples and inclusive/self samples of the comparator (compareContacts), the
per-comparison key builder it now calls (sortKey), their callers, and GC."""
import glob
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["sortKey", "compareContacts", "sortedView", "makeContacts", "makeName",
         "checksum", "main", "(garbage collector)", "(program)", "(idle)"]


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile"))):
            prof = json.load(open(path))
            nodes = {n["id"]: n for n in prof["nodes"]}
            parent = {c: n["id"] for n in prof["nodes"] for c in n.get("children", [])}
            hits = Counter(prof["samples"])
            total = sum(hits.values())
            incl, selfc = Counter(), Counter()
            for nid, n in hits.items():
                names, x = set(), nid
                while x is not None:
                    names.add(nodes[x]["callFrame"]["functionName"])
                    x = parent.get(x)
                for f in FUNCS:
                    if f in names:
                        incl[f] += n
                selfc[nodes[nid]["callFrame"]["functionName"]] += n
            span = (prof["endTime"] - prof["startTime"]) / 1000
            print(f"{side}/{os.path.basename(path)}: total samples = {total} (profile span {span:.0f} ms)")
            for f in FUNCS:
                print(f"    {f:22s} incl {incl[f]:5d} ({incl[f] / total:6.1%})"
                      f"   self {selfc[f]:5d} ({selfc[f] / total:6.1%})")
            # where do sortKey frames sit in the tree?
            parents = Counter()
            for nid, n in nodes.items():
                if n["callFrame"]["functionName"] == "sortKey":
                    parents[nodes[parent[nid]]["callFrame"]["functionName"]] += 1
            if parents:
                print(f"    sortKey nodes by parent: {dict(parents)}")


if __name__ == "__main__":
    main()
