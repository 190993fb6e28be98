#!/usr/bin/env python3
"""Inclusive share of the culprit in py-spy speedscope files, over all thread profiles
(idle samples included, as recorded with --idle), plus the compactor thread alone."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
pats = [re.compile(p) for p in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
for side in ("before", "after"):
    for i in (1, 2, 3):
        d = json.load(open(os.path.join(HERE, side, f"run-{i}.speedscope.json")))
        frames = [f["name"] for f in d["shared"]["frames"]]
        fhit = [any(p.search(n) for p in pats) for n in frames]
        tot = hit = ctot = chit = 0
        per = []
        for prof in d["profiles"]:
            w = [1] * len(prof["samples"])  # count samples (weights are 0.01 s each)
            pt = sum(w); ph = sum(wi for s, wi in zip(prof["samples"], w) if any(fhit[f] for f in s))
            tot += pt; hit += ph
            if "compactor" in prof["name"]: ctot += pt; chit += ph
            per.append(f"{prof['name']}:{pt}")
        print(f"{side} run-{i}: samples={tot} culprit={hit} ({100*hit/tot:.1f}%) "
              f"compactor-thread {chit}/{ctot} ({100*chit/max(ctot,1):.1f}%) threads[{' '.join(per)}]")
