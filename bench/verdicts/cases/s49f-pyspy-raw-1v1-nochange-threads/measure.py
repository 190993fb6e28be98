#!/usr/bin/env python3
"""Per-thread and per-function inclusive shares from py-spy raw (--threads) output.
Usage: measure.py FILE.pyspy.folded ..."""
import re, sys
from collections import Counter

FUNCS = ["run_indexer", "index_document", "tokenize", "make_documents", "run_pricer", "gbm_path",
         "run_archiver", "encode_batch", "digest_batch", "verify_batch", "make_records", "main"]

for path in sys.argv[1:]:
    tot = 0
    thr = Counter(); fn = Counter()
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        stack, n = line.rsplit(" ", 1)
        n = int(n); tot += n
        frames = stack.split(";")
        thr[frames[0]] += n
        names = {re.sub(r" \(.*$", "", f) for f in frames[1:]}
        for f in FUNCS:
            if f in names:
                fn[f] += n
    print(f"{path}: samples={tot}")
    for t, n in thr.most_common():
        print(f"  thread {t}: {n} ({100*n/tot:.1f}%)")
    print("  " + "  ".join(f"{f}={100*fn[f]/tot:.1f}%" for f in FUNCS))
