#!/usr/bin/env python3
"""Per-run sample counts and inclusive shares from py-spy speedscope files
(a sample counts for a frame set if any frame on its stack matches)."""
import glob, json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
exp = json.load(open(os.path.join(HERE, "expected.json"))) if os.path.exists(os.path.join(HERE, "expected.json")) else {"culprit": []}
SETS = {"culprit": exp["culprit"],
        "summarize_latencies": [r"\bsummarize_latencies\b"],
        "metrics_loop": [r"\bmetrics_loop\b"],
        "worker_loop": [r"\bworker_loop\b"],
        "price_order": [r"\bprice_order\b"],
        "make_orders": [r"\bmake_orders\b"]}
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(f))
        names = [fr["name"] for fr in d["shared"]["frames"]]
        match = {k: {i for i, n in enumerate(names) if any(re.search(r, n) for r in v)} for k, v in SETS.items()}
        n = 0; tot = 0.0; hit = {k: 0.0 for k in SETS}; threads = []
        for p in d["profiles"]:
            w = p.get("weights") or [1] * len(p["samples"])
            threads.append("%s=%d" % (p["name"].split('"')[1] or "main", len(p["samples"])))
            for s, wt in zip(p["samples"], w):
                tot += wt; n += 1
                st = set(s)
                for k in SETS:
                    if st & match[k]:
                        hit[k] += wt
        print("%-6s %s samples=%d weight_s=%.2f %s | threads: %s" % (side, os.path.basename(f), n, tot,
              " ".join("%s=%.1f%%" % (k, 100 * hit[k] / tot) for k in SETS), " ".join(threads)))
