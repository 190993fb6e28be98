#!/usr/bin/env python3
"""Independent measurement of the node --cpu-prof profiles in before/ and after/.
Prints per run: number of samples, profile duration, and the inclusive share (% of samples
whose stack contains the function) of the main functions. Control case: no culprit."""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["processUnit", "buildBatch", "roundTrip", "stringify", "parse", "tokenize", "foldHash",
         "main", "(garbage collector)", "(program)", "(idle)"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def measure(prof):
    nodes = {n["id"]: n for n in prof["nodes"]}
    parent = {}
    for n in prof["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    names_cache = {}

    def names(nid):
        if nid not in names_cache:
            s = set()
            x = nid
            while x is not None:
                s.add(nodes[x]["callFrame"]["functionName"])
                x = parent.get(x)
            names_cache[nid] = s
        return names_cache[nid]

    inc = dict.fromkeys(FUNCS, 0)
    for sid in prof["samples"]:
        st = names(sid)
        for fn in FUNCS:
            if fn in st:
                inc[fn] += 1
    dur = (prof["endTime"] - prof["startTime"]) / 1e6
    return len(prof["samples"]), dur, inc


def main():
    print(f"{'run':<14}{'samples':>8}{'dur_s':>7}" + "".join(f"{f[:19]:>20}" for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
            tot, dur, inc = measure(load(p))
            label = f"{side}/{os.path.basename(p).split('.')[0]}"
            print(f"{label:<14}{tot:>8}{dur:>7.2f}" + "".join(f"{inc[f]:>11} ({100*inc[f]/tot:5.1f}%)" for f in FUNCS))


if __name__ == "__main__":
    main()
