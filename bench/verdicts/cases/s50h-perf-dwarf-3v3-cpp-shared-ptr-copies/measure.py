#!/usr/bin/env python3
"""Inclusive share of culprit frames per run (a sample counts once if any frame matches)."""
import json, gzip, re, sys, glob, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
PATS = {
    "union": "|".join(json.load(open(os.path.join(HERE, "expected.json")))["culprit"]),
    "score_order": r"\bscore_order\b",
    "field_weight": r"\bfield_weight\b",
    "sp_refcount": "|".join(json.load(open(os.path.join(HERE, "expected.json")))["culprit"][2:]),
    "validate_order": r"\bvalidate_order\b",
    "customer_bucket": r"\bcustomer_bucket\b",
}
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif line[0] in " \t":
                parts = line.strip().split(None, 1)
                sym = parts[1].rsplit(" (", 1)[0] if len(parts) > 1 else "?"
                stack.append(sym)
            else:
                stack = []
        if stack is not None: yield stack
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        n = 0; hits = collections.Counter(); self_ = collections.Counter()
        for st in samples(p):
            n += 1
            for k, pat in PATS.items():
                if any(re.search(pat, s) for s in st): hits[k] += 1
            if st: self_[st[0]] += 1
        print(f"{side}/{os.path.basename(p)} samples={n} " + " ".join(f"{k}={100*hits[k]/n:.1f}%" for k in PATS))
        if "-v" in sys.argv:
            for s, c in self_.most_common(8): print(f"   self {100*c/n:5.1f}% {s}")
