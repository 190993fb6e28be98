#!/usr/bin/env python3
"""Independent measurement for py-spy raw (collapsed) files recorded with --threads: per run, total samples,
samples per thread root, and the inclusive share (% of samples whose stack contains a frame with that
function name) of the three worker functions and their main callees."""
import glob, os, gzip, re, collections

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["tokenize_worker", "digest_worker", "sort_worker", "main",
         "Random.choice", "Random.getrandbits", "sort_worker.<locals>.<lambda>", "_find_and_load"]

def fname(frame):
    # 'name (file.py:LINE)' -> 'name'; thread root 'thread (TID): label' kept whole
    if frame.startswith("thread ("): return frame
    return re.sub(r" \([^()]*:\d+\)$", "", frame)

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
        op = gzip.open if path.endswith(".gz") else open
        n = 0; hits = collections.Counter(); roots = collections.Counter()
        with op(path, "rt") as f:
            for line in f:
                line = line.rstrip("\n")
                if not line: continue
                stack, cnt = line.rsplit(" ", 1); cnt = int(cnt)
                frames = stack.split(";")
                n += cnt
                roots[re.sub(r"\(\d+\)", "(TID)", frames[0])] += cnt
                names = {fname(x) for x in frames[1:]}
                for fn in FUNCS:
                    if fn in names: hits[fn] += cnt
        print(f"{side}/{os.path.basename(path)}: samples={n}")
        for r, c in sorted(roots.items()):
            print(f"    thread root {r:40s} {c:6d}  {100.0*c/n:6.1f}%")
        for fn in FUNCS:
            print(f"    {fn:52s} {hits[fn]:6d}  {100.0*hits[fn]/n:6.1f}%")
