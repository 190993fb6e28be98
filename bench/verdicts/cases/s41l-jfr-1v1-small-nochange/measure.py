#!/usr/bin/env python3
"""Independent measure: reads before/after run-*.jfr[.gz] via `jfr print --json --stack-depth 256 --events jdk.ExecutionSample`,
prints per run the sample count and inclusive share (% of samples whose stack contains the method)."""
import glob, gzip, json, os, shutil, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["com.example.ledger.Ledger.mixHashes", "com.example.ledger.Ledger.sortBatch",
         "com.example.ledger.Ledger.countPrimes", "java.util.Arrays.sort", "com.example.ledger.Ledger.main"]

def load(path):
    with tempfile.TemporaryDirectory() as td:
        p = path
        if path.endswith(".gz"):
            p = os.path.join(td, "r.jfr")
            with gzip.open(path) as f, open(p, "wb") as g:
                shutil.copyfileobj(f, g)
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events", "jdk.ExecutionSample", p],
                             check=True, capture_output=True, text=True).stdout
    evs = json.loads(out)["recording"]["events"]
    stacks = []
    for e in evs:
        st = e["values"].get("stackTrace") or {}
        names = set()
        for fr in st.get("frames", []):
            m = fr["method"]
            names.add(m["type"]["name"].replace("/", ".") + "." + m["name"])
        stacks.append(names)
    return stacks

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        stacks = load(path)
        n = len(stacks)
        print(f"{side}/{os.path.basename(path)}: samples={n}")
        for f in FUNCS:
            k = sum(1 for s in stacks if f in s)
            print(f"   {f:45s} {k:6d}  {100.0*k/max(n,1):6.2f}%")
