#!/usr/bin/env python3
"""Per run: sample counts per thread (speedscope profiles; weights are seconds, so samples are counted) and inclusive shares."""
import glob, json, os
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["aggregate", "make_records", "parse_record", "summarize", "encode_batch", "writer", "heartbeat"]
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(p))
        frames = [f["name"] for f in d["shared"]["frames"]]
        total = 0; per_thread = {}; inc = {f: 0 for f in FUNCS}
        for prof in d["profiles"]:
            n = 0
            for st, w in zip(prof["samples"], prof["weights"]):
                n += 1
                names = {frames[i] for i in st}
                for f in FUNCS:
                    if f in names: inc[f] += 1
            per_thread[prof["name"].split(" ", 2)[-1] or '""'] = n; total += n
        shares = " ".join(f"{f}={100*inc[f]/total:.1f}%" for f in FUNCS)
        print(f"{side}/{os.path.basename(p)}: samples={total} threads={per_thread} | {shares}")
