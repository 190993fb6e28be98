#!/usr/bin/env python3
"""Inclusive share per stage from perf script text (.perf.txt[.gz]); samples of the ledger process only."""
import gzip, re, sys
from collections import Counter
PAT = {"reconcile": r"\bledger::reconcile\b", "validate": r"\bledger::validate\b",
       "load_transactions": r"\bledger::load_transactions\b", "report": r"\bledger::report\b",
       "process_batch": r"\bledger::process_batch\b"}
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        cur = None
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if not line.startswith((" ", "\t")):
                cur = (line.split()[0], []); continue
            parts = line.strip().split(None, 1)
            if cur is not None and len(parts) > 1:
                sym = re.sub(r"\s+\([^()]*\)$", "", parts[1])
                cur[1].append(sym)
        if cur is not None: yield cur
for p in sys.argv[1:]:
    total = 0; hits = Counter(); depth = Counter()
    for comm, frames in samples(p):
        if not comm.startswith("ledger"): continue
        total += 1
        for k, pat in PAT.items():
            if any(re.search(pat, fr) for fr in frames): hits[k] += 1
        if not any("main" in fr for fr in frames): depth["no_main"] += 1
    print(p, "samples", total, " ".join(f"{k}={100*hits[k]/total:.1f}%" for k in PAT), "stacks_without_main", depth["no_main"])
