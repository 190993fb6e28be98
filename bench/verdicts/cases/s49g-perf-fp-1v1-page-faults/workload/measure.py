#!/usr/bin/env python3
"""Inclusive shares from perf script text (-F comm,pid,tid,time,event,ip,sym,dso), optionally gzipped."""
import collections, gzip, re, sys
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        cur = None
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif cur is None: cur = []
            else:
                m = re.match(r"\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)$", line)
                cur.append(m.group(1) if m else line.strip())
        if cur is not None: yield cur
PATS = sys.argv[1].split(",")
for p in sys.argv[2:]:
    n = 0; hit = collections.Counter(); union = 0; frames = collections.Counter()
    for st in samples(p):
        n += 1
        syms = set(re.sub(r"\+0x[0-9a-f]+$", "", s) for s in st)
        for s in syms: frames[s] += 1
        u = False
        for pat in PATS:
            if any(re.search(pat, s) for s in syms): hit[pat] += 1; u = True
        union += u
    print(p, "samples", n, "union", f"{union} ({100*union/n:.1f}%)")
    for pat in PATS: print(f"   {pat}: {hit[pat]} ({100*hit[pat]/n:.1f}%)")
