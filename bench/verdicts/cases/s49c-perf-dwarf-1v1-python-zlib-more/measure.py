#!/usr/bin/env python3
"""Inclusive share of culprit frames per run (sample counted once if any frame matches)."""
import gzip, re, sys, glob, os
CULPRIT = [r"\bdeflate\b", r"\bzlib_compress\b", r"\bzlib_compress_impl\b"]
rx = [re.compile(p) for p in CULPRIT]
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if not line[0].isspace():
                cur = []; continue
            parts = line.strip().split(None, 1)
            if len(parts) == 2 and cur is not None:
                sym = parts[1].rsplit(" (", 1)
                cur.append((sym[0], sym[1][:-1] if len(sym) > 1 else ""))
    if cur is not None: yield cur
here = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for p in sorted(glob.glob(f"{here}/{side}/run-*.perf.txt*")):
        n = c = libz = libz_no = 0
        for s in samples(p):
            n += 1
            hit = any(r.search(sym) for sym, _ in s for r in rx)
            c += hit
            z = any("libz.so" in dso for _, dso in s)
            libz += z; libz_no += (z and not hit)
        print(f"{side} {os.path.basename(p)}: samples={n} culprit={c} ({100*c/n:.1f}%) any-libz={libz} ({100*libz/n:.1f}%) libz-without-culprit={libz_no}")
