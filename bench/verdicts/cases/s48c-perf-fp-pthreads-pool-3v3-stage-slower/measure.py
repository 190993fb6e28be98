#!/usr/bin/env python3
"""Inclusive share (each sample counted once) of named functions per run, from perf script text."""
import gzip, os, re, collections
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["filter_tile", "decode_tile", "encode_tile", "process_item", "worker", "queue_pop"]
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        cur = None
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif not line[0].isspace():
                cur = (line.split()[0], [])
            else:
                parts = line.split(None, 1)
                if len(parts) > 1 and cur is not None:
                    cur[1].append(parts[1].rsplit(" (", 1)[0])
        if cur is not None: yield cur
for side in ("before", "after"):
    for fn in sorted(os.listdir(os.path.join(HERE, side))):
        n = 0; hits = collections.Counter(); comms = collections.Counter()
        for comm, frames in samples(os.path.join(HERE, side, fn)):
            n += 1; comms[comm] += 1
            for f in FUNCS:
                if any(re.search(r"\b%s\b" % f, fr) for fr in frames): hits[f] += 1
        print(f"{side:6} {fn:22} samples={n:5} " + " ".join(f"{f}={100*hits[f]/n:5.1f}%" for f in FUNCS)
              + f"  filter_tile_samples={hits['filter_tile']}  threads=" + ",".join(f"{k}:{v}" for k, v in sorted(comms.items())))
