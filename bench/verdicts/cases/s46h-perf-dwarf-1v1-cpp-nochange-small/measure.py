#!/usr/bin/env python3
"""Inclusive share of functions in perf script text (gzipped ok)."""
import gzip, os, re
FUNCS = ["make_text", "tokenize", "count_words", "top_words", "report_hash", "main"]
here = os.path.dirname(os.path.abspath(__file__))
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    for line in op(path, "rt", errors="replace"):
        if not line.strip():
            if cur is not None: yield cur
            cur = None
        elif not line[0].isspace():
            cur = []
        elif cur is not None:
            parts = line.strip().split(None, 1)
            sym = parts[1] if len(parts) > 1 else "?"
            sym = re.sub(r" \([^()]*\)$", "", sym)
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            cur.append(sym)
    if cur is not None: yield cur
for side in ("before", "after"):
    p = os.path.join(here, side, "run-1.perf.txt.gz")
    tot = 0; hits = dict.fromkeys(FUNCS, 0); depth = 0; shallow = 0
    for st in samples(p):
        tot += 1; depth += len(st)
        names = {re.sub(r"\(.*$", "", s).split("::")[-1] for s in st}
        if "main" not in names: shallow += 1
        for f in FUNCS:
            if f in names: hits[f] += 1
    print(side, "samples", tot, "no-main(truncated/kernel-only)", shallow, " ".join("%s=%.1f%%" % (f, 100.0 * hits[f] / tot) for f in FUNCS))
