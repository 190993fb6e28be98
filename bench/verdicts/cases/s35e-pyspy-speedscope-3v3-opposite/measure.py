#!/usr/bin/env python3
"""Read the py-spy speedscope files of this case and print, per run, the total
samples and the samples (and share) whose stack contains:
  stage A  = normalize_orders / normalize_order (the code made slower),
  deepcopy = copy.deepcopy and its helpers (the new callee in stage A),
  stage B  = distinct_contacts (the code made faster),
  setup    = make_orders / make_events (unchanged, for reference)."""
import glob, gzip, json, os, re

CASE = os.path.dirname(os.path.abspath(__file__))
GROUPS = {
    "stageA normalize_order*": lambda f: f["name"] in ("normalize_order", "normalize_orders"),
    "deepcopy (copy.py)": lambda f: f["file"].endswith("/copy.py"),
    "stageB distinct_contacts": lambda f: f["name"] == "distinct_contacts",
    "setup make_*": lambda f: f["name"] in ("make_orders", "make_events"),
}

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as fh:
        return json.load(fh)

print(f"{'run':14} {'samples':>7}  " + "  ".join(f"{g:>26}" for g in GROUPS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.speedscope.json*"))):
        d = load(p)
        frames = d["shared"]["frames"]
        tot = 0
        cnt = {g: 0 for g in GROUPS}
        for prof in d["profiles"]:
            for stack in prof["samples"]:
                tot += 1
                fs = [frames[i] for i in stack]
                for g, pred in GROUPS.items():
                    if any(pred(f) for f in fs):
                        cnt[g] += 1
        name = f"{side}/{os.path.basename(p).split('.')[0]}"
        print(f"{name:14} {tot:>7}  " + "  ".join(f"{cnt[g]:>17} ({100*cnt[g]/tot:5.1f}%)" for g in GROUPS))
