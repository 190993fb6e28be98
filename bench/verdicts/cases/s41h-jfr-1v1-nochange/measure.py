#!/usr/bin/env python3
"""Independent measure for JFR files: runs `jfr print --json --events jdk.ExecutionSample`
(JDK 17 `jfr` tool) and, per run, prints the number of execution samples and the inclusive
share (% of samples whose stack contains the method) of the main methods."""
import glob, gzip, json, os, shutil, subprocess, tempfile
from collections import Counter
D = os.path.dirname(os.path.abspath(__file__))
P = "com.example.ledger.LedgerJob."
FUNCS = [P + m for m in ("generateEntries", "sortEntries", "aggregateTotals", "formatReport", "main")] + \
        ["java.util.Arrays.sort", "java.util.HashMap.merge", "java.lang.String.format"]
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*.jfr*"))):
        with tempfile.TemporaryDirectory() as td:
            f = os.path.join(td, "r.jfr")
            with (gzip.open(p, 'rb') if p.endswith('.gz') else open(p, 'rb')) as src, open(f, 'wb') as dst:
                shutil.copyfileobj(src, dst)
            out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events", "jdk.ExecutionSample", f],
                                 check=True, capture_output=True, text=True).stdout
        evs = json.loads(out)["recording"]["events"]
        cnt = Counter(); tot = len(evs); threads = Counter(); trunc = 0
        for e in evs:
            v = e["values"]; st = v["stackTrace"]
            threads[v["sampledThread"]["javaName"]] += 1
            if st.get("truncated"): trunc += 1
            names = {fr["method"]["type"]["name"].replace("/", ".") + "." + fr["method"]["name"] for fr in st["frames"]}
            for n in names: cnt[n] += 1
        print(f"{side}/{os.path.basename(p)}: samples={tot} truncated={trunc} threads={dict(threads)}")
        for fn in FUNCS:
            print(f"   {fn:45s} {cnt[fn]:6d}  {100.0*cnt[fn]/max(tot,1):6.2f}%")
