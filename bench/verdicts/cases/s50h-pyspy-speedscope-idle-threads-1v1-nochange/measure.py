#!/usr/bin/env python3
"""Per-thread and whole-file inclusive shares (by sample weight) from py-spy speedscope files."""
import json, glob, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["process_job", "make_document", "tokenize", "term_frequencies", "score_document", "digest",
         "worker", "main", "read_jobs", "join", "get", "put", "wait"]
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(p)); frames = d["shared"]["frames"]
        tot = 0; inc = collections.Counter()
        print(f"{side}/{os.path.basename(p)}")
        for prof in d["profiles"]:
            w_total = sum(prof["weights"]); tot += w_total
            pinc = collections.Counter()
            for st, w in zip(prof["samples"], prof["weights"]):
                names = {frames[i]["name"] for i in st}
                for f in FUNCS:
                    if f in names: pinc[f] += w; inc[f] += w
            print(f"   thread {prof['name']!r}: samples={len(prof['samples'])} weight={w_total} "
                  + " ".join(f"{f}={100*pinc[f]/max(w_total,1):.1f}%" for f in FUNCS if pinc[f]))
        print(f"   ALL weight={tot} " + " ".join(f"{f}={100*inc[f]/tot:.1f}%" for f in FUNCS if inc[f]))
