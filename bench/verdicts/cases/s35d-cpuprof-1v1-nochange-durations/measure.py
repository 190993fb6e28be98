#!/usr/bin/env python3
"""Parse the Node --cpu-prof files (run-*.cpuprofile, optionally .gz) in before/
and after/ and print, per run, total samples, profile span, and the sample
count / share (and time-weighted share, using timeDeltas) of the main functions,
inclusive and self. A .cpuprofile covers only the main JS thread."""
import collections, glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = ["main", "generateBatch", "parseLines", "aggregate", "percentiles",
        "(anonymous)", "RegExp", "(garbage collector)", "(program)", "(idle)", "(root)"]

def label(cf):
    name = cf["functionName"] or "(anonymous)"
    if name.startswith("RegExp:"):
        name = "RegExp"
    return name

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
        op = gzip.open if path.endswith(".gz") else open
        with op(path, "rt") as f:
            p = json.load(f)
        nodes = {n["id"]: n for n in p["nodes"]}
        parent = {}
        for n in p["nodes"]:
            for c in n.get("children", []):
                parent[c] = n["id"]
        def chain(nid):
            out = []
            while nid is not None:
                out.append(nid)
                nid = parent.get(nid)
            return out
        samples, deltas = p["samples"], p["timeDeltas"]
        # time of sample i is attributed the gap to the next sample (last gets 0)
        weights = deltas[1:] + [0]
        total = len(samples)
        total_t = sum(weights)
        incl, self_, incl_t, self_t = (collections.Counter() for _ in range(4))
        urls = collections.Counter()
        for sid, w in zip(samples, weights):
            ids = chain(sid)
            names = {label(nodes[i]["callFrame"]) for i in ids}
            for nm in names:
                incl[nm] += 1; incl_t[nm] += w
            leaf = label(nodes[sid]["callFrame"])
            self_[leaf] += 1; self_t[leaf] += w
            u = nodes[sid]["callFrame"]["url"]
            urls["/".join(u.split("/")[-3:]) if u.startswith("file:") else (u.split(":")[0] + ":" if u else "(no url)")] += 1
        print(f"## {side}/{os.path.basename(path)}  total samples: {total}  "
              f"span: {(p['endTime']-p['startTime'])/1e6:.2f} s  sampled time: {total_t/1e6:.2f} s")
        print(f"  {'function':22s} {'incl':>6s} {'incl%':>6s} {'self':>6s} {'self%':>6s}   time-weighted self%")
        for nm in MAIN:
            print(f"  {nm:22s} {incl[nm]:6d} {100*incl[nm]/total:5.1f}% {self_[nm]:6d} {100*self_[nm]/total:5.1f}%   {100*self_t[nm]/total_t:5.1f}%")
        print("  leaf sample url:", dict(urls.most_common(4)))
        print()
