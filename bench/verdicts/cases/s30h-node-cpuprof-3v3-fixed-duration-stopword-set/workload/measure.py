#!/usr/bin/env python3
"""Share of samples (or time) with a frame matching REGEX on the stack, per profile file.

usage: measure.py REGEX FILE...
Formats: pyinstrument -r json (*.pyinstrument.json; time-weighted, no per-sample data),
py-spy speedscope (*.speedscope.json), py-spy raw (*.raw.txt), node (*.cpuprofile),
JFR (*.jfr, via `jfr print --json --events jdk.ExecutionSample`).
Each stack counts once even if the regex matches several frames on it.
"""
import json, re, subprocess, sys
from collections import Counter


def pyinstrument(path, rx):
    d = json.load(open(path))
    root = d["root_frame"]
    hit = 0.0

    def walk(n):
        nonlocal hit
        if rx.match(n["function"]):
            hit += n["time"]          # outermost match: count its whole subtree once
            return
        for c in n.get("children", []):
            walk(c)
    walk(root)
    return {"samples": d["sample_count"], "weight": root["time"], "hit": hit,
            "note": "time-weighted (s); duration=%.2fs" % d["duration"]}


def speedscope(path, rx):
    d = json.load(open(path))
    frames = [f["name"] for f in d["shared"]["frames"]]
    match = [bool(rx.match(n)) for n in frames]
    tot = hit = 0
    n = 0
    per = {}
    for p in d["profiles"]:
        pt = ph = 0
        for stack, w in zip(p["samples"], p["weights"]):
            pt += w
            n += 1
            if any(match[i] for i in stack):
                ph += w
        per[p["name"]] = (pt, ph)
        tot += pt
        hit += ph
    return {"samples": n, "weight": tot, "hit": hit, "per_profile": per}


def raw(path, rx):
    tot = hit = 0
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, cnt = line.rsplit(" ", 1)
        cnt = int(cnt)
        tot += cnt
        if any(rx.match(f) for f in stack.split(";")):
            hit += cnt
    return {"samples": tot, "weight": tot, "hit": hit}


def cpuprofile(path, rx):
    d = json.load(open(path))
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {}
    for n in d["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    memo = {}

    def on_stack(i):
        if i in memo:
            return memo[i]
        r = bool(rx.match(nodes[i]["callFrame"]["functionName"])) or (i in parent and on_stack(parent[i]))
        memo[i] = r
        return r
    c = Counter(d["samples"])
    tot = sum(c.values())
    hit = sum(v for i, v in c.items() if on_stack(i))
    idle = sum(v for i, v in c.items() if nodes[i]["callFrame"]["functionName"] in ("(idle)",))
    return {"samples": tot, "weight": tot, "hit": hit, "idle": idle}


def jfr(path, rx):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    tot = hit = 0
    for ev in d["recording"]["events"]:
        frames = ev["values"]["stackTrace"]["frames"] if ev["values"].get("stackTrace") else []
        names = [f["method"]["type"]["name"].split(".")[-1] + "." + f["method"]["name"] for f in frames]
        names += [f["method"]["name"] for f in frames]
        tot += 1
        if any(rx.match(n) for n in names):
            hit += 1
    return {"samples": tot, "weight": tot, "hit": hit}


def main():
    rx = re.compile(sys.argv[1])
    for path in sys.argv[2:]:
        if path.endswith(".pyinstrument.json"):
            r = pyinstrument(path, rx)
        elif path.endswith(".speedscope.json"):
            r = speedscope(path, rx)
        elif path.endswith(".raw.txt"):
            r = raw(path, rx)
        elif path.endswith(".cpuprofile"):
            r = cpuprofile(path, rx)
        elif path.endswith(".jfr"):
            r = jfr(path, rx)
        else:
            raise SystemExit("unknown format: " + path)
        share = 100.0 * r["hit"] / r["weight"] if r["weight"] else 0.0
        extra = {k: v for k, v in r.items() if k not in ("samples", "weight", "hit")}
        print(f"{path}: samples={r['samples']} share={share:.1f}% ({r['hit']}/{r['weight']}) {extra if extra else ''}")


if __name__ == "__main__":
    main()
