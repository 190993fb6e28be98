#!/usr/bin/env python3
"""Inclusive share of culprit frames in py-spy speedscope files (all thread profiles pooled)."""
import json, re, sys, glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
pats = {"score_document": r"\bscore_document\b", "token_weight": r"\btoken_weight\b",
        "score_stage": r"\bscore_stage\b", "parse_stage": r"\bparse_stage\b",
        "summarize_stage": r"\bsummarize_stage\b", "make_batch": r"\bmake_batch\b"}
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(f))
        names = [fr["name"] for fr in d["shared"]["frames"]]
        tot = 0; hit = {k: 0 for k in pats}; nprof = 0
        for p in d["profiles"]:
            nprof += 1
            for st in p["samples"]:
                w = 1; tot += 1  # each sample weighs 0.01 s; count samples
                fs = [names[i] for i in st]
                for k, rx in pats.items():
                    if any(re.search(rx, n) for n in fs):
                        hit[k] += w
        print("%s %s profiles=%d samples=%d " % (side, os.path.basename(f), nprof, tot) +
              " ".join("%s=%.1f%%" % (k, 100.0 * v / tot) for k, v in hit.items()))
