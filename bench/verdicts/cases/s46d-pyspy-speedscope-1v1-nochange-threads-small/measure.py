#!/usr/bin/env python3
"""Per-thread sample counts and inclusive function shares from py-spy speedscope files."""
import json, re, sys
from collections import Counter
FUNCS = ["parser_worker", "metrics_worker", "checksum_worker", "make_lines", "parse_line", "rolling_mean", "digest_record"]
for path in sys.argv[1:]:
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    total = 0; per_thread = Counter(); incl = Counter()
    for prof in d["profiles"]:
        n = 0
        for stack, w in zip(prof["samples"], prof["weights"]):
            names = {frames[i]["name"] for i in stack}
            n += 1
            for f in FUNCS:
                if f in names: incl[f] += 1
        per_thread[prof["name"]] += n; total += n
    print(path, "samples", total)
    print("  threads:", ", ".join(f"{k}: {v} ({100*v/total:.1f}%)" for k, v in per_thread.items()))
    print("  funcs:", ", ".join(f"{f}={100*incl[f]/total:.1f}%" for f in FUNCS))
