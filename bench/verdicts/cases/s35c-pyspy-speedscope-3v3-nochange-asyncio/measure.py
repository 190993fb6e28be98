#!/usr/bin/env python3
"""Per-run shares from the py-spy speedscope files (control case: no code change).

A sample counts in a column if any frame of its stack has that function name (columns overlap)."""
import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["parser", "decode_batch", "summarise", "producer", "make_batch", "aggregator"]


def measure(path):
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    tot = 0
    cnt = dict.fromkeys(FUNCS + ["asyncio internals only"], 0)
    names = []
    for prof in d["profiles"]:
        names.append(prof["name"])
        for stack in prof["samples"]:
            tot += 1
            fnames = {frames[i]["name"] for i in stack}
            files = {frames[i]["file"] for i in stack}
            for f in FUNCS:
                cnt[f] += f in fnames
            if not (fnames & set(FUNCS)) and any("asyncio" in x for x in files):
                cnt["asyncio internals only"] += 1
    return tot, cnt, names


cols = FUNCS + ["asyncio internals only"]
print("| side | run | profiles (threads) | total samples | " + " | ".join(cols) + " |")
print("|" + "---|" * (len(cols) + 4))
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        tot, cnt, names = measure(path)
        cells = " | ".join(f"{cnt[c]} ({100 * cnt[c] / tot:.1f}%)" for c in cols)
        print(f"| {side} | {os.path.basename(path).split('.')[0]} | {'; '.join(names)} | {tot} | {cells} |")
