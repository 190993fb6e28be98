#!/usr/bin/env python3
"""Independent measure over Node .cpuprofile.json: per run, sample count and inclusive shares
(% of samples whose node path contains a frame whose functionName matches)."""
import glob, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [("parseLine", [r"^parseLine$"]), ("RegExp(ctor/exec frames)", [r"RegExp"]),
          ("aggregate", [r"^aggregate$"]), ("normalizePath", [r"^normalizePath$"]),
          ("generateLines", [r"^generateLines$"]), ("(garbage collector)", [r"^\(garbage collector\)$"]),
          ("(idle)", [r"^\(idle\)$"]), ("(program)", [r"^\(program\)$"])]

def main():
    culprit = [re.compile(r) for r in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
    groups = [(n, [re.compile(r) for r in rs]) for n, rs in GROUPS] + [("CULPRIT_UNION", culprit)]
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile.json"))):
            prof = json.load(open(p))
            nodes = {n["id"]: n for n in prof["nodes"]}
            parent = {}
            for n in prof["nodes"]:
                for c in n.get("children", []): parent[c] = n["id"]
            def path(i):
                out = []
                while i is not None:
                    out.append(nodes[i]["callFrame"]["functionName"]); i = parent.get(i)
                return out
            cache = {}
            hits = [0] * len(groups); n = 0
            for s in prof["samples"]:
                if s not in cache:
                    fr = path(s)
                    cache[s] = [any(r.search(f) for f in fr for r in rs) for _, rs in groups]
                n += 1
                for gi, h in enumerate(cache[s]): hits[gi] += h
            print(f"{side}/{os.path.basename(p)} samples={n} " +
                  " ".join(f"{name}={100.0*h/n:.1f}%" for (name, _), h in zip(groups, hits)))
main()
