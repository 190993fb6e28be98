#!/usr/bin/env python3
"""Independent measure: reads py-spy speedscope files (before/after run-*.speedscope.json[.gz]) and prints per run
the sample count and inclusive share (% of samples whose stack contains a frame with that function name; a
frame may be given as 'name@file-substring'; '*@file' = any frame from that file)."""
import glob, gzip, json, os
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["checksum_records", "crc32", "match_codes", "price_lookup", "main@inventory.py",
         "_find_and_load", "*@importlib._bootstrap", "<module>@catalog", "<module>@<frozen site>", "<module>@asyncio"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        d = json.load(f)
    frames = d["shared"]["frames"]
    out = []
    for p in d["profiles"]:
        for stack, w in zip(p["samples"], p["weights"]):
            out.append(([frames[i] for i in stack], w))
    return out

def has(stack, spec):
    name, _, filepart = spec.partition("@")
    return any((name == "*" or fr["name"] == name) and (not filepart or filepart in (fr.get("file") or "")) for fr in stack)

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        st = load(path)
        n = len(st)   # py-spy writes one entry per sample; weights are the sample period in seconds
        secs = sum(w for _, w in st)
        print(f"{side}/{os.path.basename(path)}: samples={n} ({secs:.2f}s sampled)")
        for fn in FUNCS:
            k = sum(1 for s, _ in st if has(s, fn))
            print(f"   {fn:28s} {k:6d}  {100.0*k/max(n,1):6.2f}%")
