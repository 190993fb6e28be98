#!/usr/bin/env python3
"""Independent measurement for s40i-cpuprof-3v3-regex-backtrack.

Reads before/ and after/ run-*.cpuprofile[.gz] (node --cpu-prof) and prints per run the
number of samples and the inclusive share (% of samples whose stack, walked up through the
node tree, contains the function) of the main functions. "(idle)/(program)/(garbage
collector)" samples are counted in the total like any other sample. "RegExp:*" = any node
named "RegExp: <source>" (V8 reports time in compiled regexp code as such a node); the
per-source shares are printed below the table.
"""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "importBatch", "makeLines", "parseLine", "isValidEmail", "normalizeRecord",
         "tallyByDomain", "stringify", "RegExp:*", "(garbage collector)", "(program)", "(idle)"]

def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        d = json.load(f)
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {}
    for n in d["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    cache = {}
    def names(nid):
        if nid not in cache:
            s = set()
            x = nid
            while x is not None:
                fn = nodes[x]["callFrame"]["functionName"]
                s.add(fn)
                if fn.startswith("RegExp: "):
                    s.add("RegExp:*")
                    s.add(fn)
                x = parent.get(x)
            cache[nid] = s
        return cache[nid]
    n = len(d["samples"])
    hits = dict.fromkeys(FUNCS, 0)
    for sid in d["samples"]:
        s = names(sid)
        for fn in FUNCS:
            if fn in s:
                hits[fn] += 1
    rx = {}
    for sid in d["samples"]:
        for fn in names(sid):
            if fn.startswith("RegExp: "):
                rx[fn] = rx.get(fn, 0) + 1
    return n, hits, rx

print("%-7s %-5s %7s  " % ("side", "run", "samples") + "  ".join(FUNCS))
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
        n, hits, rx = measure(path)
        run = os.path.basename(path).split(".")[0]
        print("%-7s %-5s %7d  " % (side, run, n) +
              "  ".join("%s=%.1f%%" % (f, 100.0 * hits[f] / n) for f in FUNCS))
        for k, v in sorted(rx.items()):
            print("                 %s  %d samples = %.1f%%" % (k, v, 100.0 * v / n))
