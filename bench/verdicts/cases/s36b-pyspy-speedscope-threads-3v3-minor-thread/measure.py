#!/usr/bin/env python3
"""Per-run shares read from the py-spy speedscope files.

culprit  = samples whose stack contains payload_checksum (fnv1a64 is only called from it)
auditor  = all samples of the auditor thread (its stacks contain the `auditor` frame)
Also prints each thread's share of all samples (profile name as py-spy wrote it).
"""
import glob, json, os

HERE = os.path.dirname(os.path.abspath(__file__))

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(p))
        fr = d["shared"]["frames"]
        name = lambda i: fr[i]["name"]
        tot = sum(len(pr["samples"]) for pr in d["profiles"])
        cul = sum(1 for pr in d["profiles"] for st in pr["samples"] if any(name(i) == "payload_checksum" for i in st))
        aud = sum(1 for pr in d["profiles"] for st in pr["samples"] if any(name(i) == "auditor" for i in st))
        per = ", ".join(f'{pr["name"].split(" ", 2)[-1]}={100 * len(pr["samples"]) / tot:.1f}%'
                        for pr in d["profiles"] if len(pr["samples"]) / tot >= 0.005)
        print(f"{side}/{os.path.basename(p)}: samples={tot} culprit={100 * cul / tot:.1f}% "
              f"auditor-thread={100 * aud / tot:.1f}% | threads: {per}")
