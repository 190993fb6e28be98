#!/usr/bin/env python3
"""Independent measure: per run, total samples and inclusive share (% of samples
whose stack contains a frame with that function name) for the culprit and the
other main functions. Reads py-spy speedscope files (optionally .gz)."""
import glob, gzip, json, os, sys
from collections import Counter

# full py-spy frame names (qualified names in Python 3.11)
FUNCS = ["consume_records", "checksum_record", "producer", "build_record",
         "EpollSelector.select", "BaseEventLoop._run_once", "Handle._run",
         "sleep", "Queue.get_nowait", "Queue.get"]
here = os.path.dirname(os.path.abspath(__file__))

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def stacks(doc):
    names = [fr["name"] for fr in doc["shared"]["frames"]]
    for prof in doc["profiles"]:
        # py-spy weights are seconds (1/rate each); count samples instead
        for s in prof["samples"]:
            yield [names[i] for i in s], 1

print(f"{'side/run':<16}{'samples':>8}  " + "".join(f"{f:>24}" for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        tot = 0; inc = Counter()
        for st, wt in stacks(load(p)):
            tot += wt
            for fn in set(st):
                inc[fn] += wt
        row = "".join(f"{100*inc[f]/tot:>23.1f}%" for f in FUNCS)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<16}{tot:>8}  {row}")
