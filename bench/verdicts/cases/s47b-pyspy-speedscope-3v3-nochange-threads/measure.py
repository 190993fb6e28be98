#!/usr/bin/env python3
"""Per run: total samples, samples per thread profile, and inclusive share of a few functions
(over all threads) in py-spy speedscope files."""
import glob, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["index_document", "tokenize", "stem", "fingerprint", "make_documents", "worker"]
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(f))
        frames = d["shared"]["frames"]
        tot = 0; hits = {k: 0 for k in FUNCS}; per = []
        for p in d["profiles"]:
            n = 0
            for s, w in zip(p["samples"], p["weights"]):
                w = 1; n += w  # weights are seconds (1/rate each); count samples
                names = {frames[i]["name"] for i in s}
                for k in FUNCS:
                    if any(re.fullmatch(k, nm) for nm in names):
                        hits[k] += w
            per.append("%s:%d" % (p["name"].split(" ")[-1] if False else p["name"], n))
            tot += n
        print("%s %s samples=%d threads=[%s]" % (side, os.path.basename(f), tot, ", ".join(per)))
        print("    " + "  ".join("%s=%.1f%%" % (k, 100.0 * v / tot) for k, v in hits.items()))
