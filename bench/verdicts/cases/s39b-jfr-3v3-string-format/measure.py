#!/usr/bin/env python3
"""Independent measure for the JFR files (.jfr or .jfr.gz).
Uses the JDK's `jfr print --json --events jdk.ExecutionSample` and counts, per
run, the samples and the inclusive share (% of samples whose stack contains
the frame) of the culprit and other main methods."""
import glob, gzip, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
P = "com.example.OrderPipeline."
GROUPS = [
    ("enrichItem", lambda fs: any(f == P + "enrichItem" for f in fs)),
    ("String.format", lambda fs: any(f == "java.lang.String.format" for f in fs)),
    ("java.util.Formatter.*", lambda fs: any(f.startswith("java.util.Formatter") for f in fs)),
    ("parseItem", lambda fs: any(f == P + "parseItem" for f in fs)),
    ("scoreItem", lambda fs: any(f == P + "scoreItem" for f in fs)),
    ("run", lambda fs: any(f == P + "run" for f in fs)),
    ("enrichItem self (top frame)", None),
]

def stacks(path):
    src = path
    tmp = None
    if path.endswith(".gz"):
        tmp = tempfile.NamedTemporaryFile(suffix=".jfr", delete=False)
        with gzip.open(path, "rb") as g:
            tmp.write(g.read())
        tmp.close()
        src = tmp.name
    try:
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64",
                              "--events", "jdk.ExecutionSample", src],
                             check=True, capture_output=True, text=True).stdout
    finally:
        if tmp:
            os.unlink(tmp.name)
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        frames = []
        for fr in st.get("frames", []):
            m = fr["method"]
            frames.append(m["type"]["name"].replace("/", ".") + "." + m["name"])
        yield frames  # leaf first

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
        n = 0
        hits = {g: 0 for g, _ in GROUPS}
        for fs in stacks(p):
            n += 1
            for g, fn in GROUPS:
                if fn is None:
                    if fs and fs[0] == P + "enrichItem":
                        hits[g] += 1
                elif fn(fs):
                    hits[g] += 1
        print(f"{side}/{os.path.basename(p)}: samples={n} " +
              " ".join(f"[{g}]={100.0*hits[g]/max(n,1):.1f}%" for g, _ in GROUPS))
