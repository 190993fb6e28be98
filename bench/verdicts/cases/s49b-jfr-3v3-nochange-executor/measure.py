#!/usr/bin/env python3
"""`jfr print --json --events jdk.ExecutionSample` per run: sample count, thread split and inclusive
share (% of samples whose stack holds a matching frame) of each stage function."""
import collections, glob, json, os, re, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [("parseChunk", r"\bOrderPipeline\.parseChunk\b"), ("priceChunk", r"\bOrderPipeline\.priceChunk\b"),
          ("summarizeChunk", r"\bOrderPipeline\.summarizeChunk\b"),
          ("formatInvoiceLine", r"\bOrderPipeline\.formatInvoiceLine\b"), ("makeInput", r"\bOrderPipeline\.makeInput\b")]
def events(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        th = (ev["values"].get("sampledThread") or {}).get("javaName") or "?"
        yield th, [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st.get("frames", [])]
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr"))):
        evs = list(events(f)); n = len(evs) or 1
        parts = [f"{k}={100*sum(1 for _, s in evs if any(re.search(p, x) for x in s))/n:.1f}%" for k, p in GROUPS]
        th = collections.Counter("pool" if t.startswith("pool-") else t for t, _ in evs)
        print(f"{side}/{os.path.basename(f)} samples={len(evs)} " + " ".join(parts) + " threads=" + dict(th).__repr__())
