#!/usr/bin/env python3
"""Share of samples with a frame matching REGEX on the stack, per profile file.

Usage: measure.py REGEX FILE...   (formats: py-spy raw / folded, speedscope json,
node .cpuprofile, JFR (.jfr via `jfr print --json`)).
Frame name used for matching = text before the first ' (' (py-spy adds ' (file:line)').
Prints: file, total samples (weight), culprit samples, share %.
"""
import json, re, subprocess, sys
from collections import Counter


def stacks_folded(path):
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, _, n = line.rpartition(" ")
        yield stack.split(";"), int(n)


def stacks_speedscope(path):
    d = json.load(open(path))
    frames = [f["name"] for f in d["shared"]["frames"]]
    for prof in d["profiles"]:
        if prof["type"] == "sampled":
            # count samples (py-spy stores weights as seconds: 1/rate each)
            for s in prof["samples"]:
                yield [frames[i] for i in s], 1
        else:  # evented
            raise SystemExit("evented speedscope not supported")


def stacks_cpuprofile(path):
    d = json.load(open(path))
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {}
    for n in d["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    cache = {}
    def stack(i):
        if i not in cache:
            out = []
            j = i
            while j is not None:
                out.append(nodes[j]["callFrame"]["functionName"] or "(anonymous)")
                j = parent.get(j)
            cache[i] = out[::-1]
        return cache[i]
    for s in d["samples"]:
        yield stack(s), 1


def stacks_jfr(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "2048", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    for ev in d["recording"]["events"]:
        fr = ev["values"]["stackTrace"]["frames"]
        names = ["%s.%s" % (f["method"]["type"]["name"], f["method"]["name"]) for f in fr]
        yield names[::-1], 1


def load(path):
    if path.endswith(".jfr"):
        return stacks_jfr(path)
    if path.endswith(".cpuprofile"):
        return stacks_cpuprofile(path)
    if path.endswith(".json"):
        return stacks_speedscope(path)
    return stacks_folded(path)


def main():
    rx = re.compile(sys.argv[1])
    for path in sys.argv[2:]:
        total = hit = 0
        for stack, w in load(path):
            total += w
            if any(rx.match(f.split(" (")[0]) for f in stack):
                hit += w
        print("%-40s samples=%6d culprit=%6d share=%5.1f%%" % (path, total, hit, 100.0 * hit / max(total, 1)))


if __name__ == "__main__":
    main()
