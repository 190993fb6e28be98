#!/usr/bin/env python3
"""Culprit share in V8 .cpuprofile files (node --cpu-prof).

Each entry of samples[] counts 1; its stack is the path from the root to that node.
Usage: cpuprofile_share.py REGEX FILE...   share of samples whose stack has a function matching REGEX
       cpuprofile_share.py --top FILE...   inclusive share per function name (top 15)
       cpuprofile_share.py --self FILE...  self share per function name (top 10)
"""
import json, re, sys


def load(path):
    d = json.load(open(path))
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {}
    for n in d["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    cache = {}

    def stack(i):
        if i not in cache:
            names, j = [], i
            while j is not None:
                names.append(nodes[j]["callFrame"]["functionName"] or "(anonymous)")
                j = parent.get(j)
            cache[i] = names  # leaf first
        return cache[i]
    return [stack(s) for s in d["samples"]]


def main():
    a = sys.argv[1:]
    if a[0] in ("--top", "--self"):
        for p in a[1:]:
            st = load(p); inc = {}
            for names in st:
                for n in (set(names) if a[0] == "--top" else names[:1]):
                    inc[n] = inc.get(n, 0) + 1
            print("%s: %d samples (%s)" % (p, len(st), a[0][2:]))
            for n, v in sorted(inc.items(), key=lambda x: -x[1])[:15 if a[0] == "--top" else 10]:
                print("   %6.1f%%  %s" % (100.0 * v / len(st), n))
        return
    rx = re.compile(a[0])
    for p in a[1:]:
        st = load(p)
        hit = sum(1 for names in st if any(rx.search(n) for n in names))
        print("%s: %d/%d = %.1f%%" % (p, hit, len(st), 100.0 * hit / len(st)))


if __name__ == "__main__":
    main()
