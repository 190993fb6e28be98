#!/usr/bin/env python3
"""Inclusive share of samples whose stack has a frame matching a regex, per profile file.

usage: shares.py REGEX [REGEX...] -- FILE...
Reads py-spy raw (folded with counts: "frame;frame;... COUNT") and py-spy speedscope JSON.
Frame names are matched as "name (file:line)", as py-spy prints them.
"""
import json
import re
import sys


def stacks(path):
    if path.endswith(".json"):
        doc = json.load(open(path))
        frames = doc["shared"]["frames"]
        names = ["%s (%s:%s)" % (f["name"], f.get("file", "?"), f.get("line", "?")) for f in frames]
        for prof in doc["profiles"]:
            # py-spy writes one "sampled" profile per thread, every sample weighing 1/rate s:
            # count samples
            for sample in prof["samples"]:
                yield [prof.get("name", "")] + [names[i] for i in sample], 1
    else:
        for line in open(path):
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack.split(";"), int(n)


def main():
    args = sys.argv[1:]
    sep = args.index("--")
    rxs = [re.compile(r) for r in args[:sep]]
    for path in args[sep + 1:]:
        total = 0
        hits = [0] * len(rxs)
        for frames, w in stacks(path):
            total += w
            for k, rx in enumerate(rxs):
                if any(rx.search(f) for f in frames):
                    hits[k] += w
        cells = "  ".join("%s %d (%.2f%%)" % (rx.pattern, h, 100.0 * h / total if total else 0) for rx, h in zip(rxs, hits))
        print("%s: total %d  %s" % (path.split("/cases/")[-1].split("/calibrated/")[-1], total, cells))


if __name__ == "__main__":
    main()
