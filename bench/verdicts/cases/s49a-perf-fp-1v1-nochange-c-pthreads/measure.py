#!/usr/bin/env python3
"""Inclusive share per function and sample share per thread, from perf script text (.perf.txt[.gz])."""
import gzip, glob, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["hasher", "hash_block", "fnv1a", "sorter", "merge_sort", "merge", "mix64", "parse_value", "fill_records", "parser", "parse_line", "gen_line", "__vfprintf_internal"]
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur: yield cur
                cur = None; continue
            if not line.startswith((" ", "\t")):
                cur = {"hdr": line.split(), "syms": set()}
            elif cur is not None:
                parts = line.split(None, 1)
                if len(parts) > 1:
                    cur["syms"].add(re.sub(r"\.(constprop|isra)\.\d+$", "", parts[1].rsplit(" (", 1)[0].strip()))
    if cur: yield cur
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        tot = 0; c = dict.fromkeys(FUNCS, 0); tids = {}
        for s in samples(p):
            tot += 1
            for k in FUNCS:
                if k in s["syms"]: c[k] += 1
            tid = s["hdr"][1]; tids[tid] = tids.get(tid, 0) + 1
        print("%s/%s samples=%d %s" % (side, os.path.basename(p), tot, " ".join("%s=%.1f%%" % (k, 100 * v / tot) for k, v in c.items())))
        print("   per tid: " + " ".join("%s=%d" % kv for kv in sorted(tids.items())))
