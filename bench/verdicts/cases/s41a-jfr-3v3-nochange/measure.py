#!/usr/bin/env python3
"""Independent measurement of the JFR recordings in before/ and after/.
Decodes each recording with the JDK's `jfr print --json --events jdk.ExecutionSample
--stack-depth 256` (gunzipping .jfr.gz to a temp file first), then for each run prints the number
of execution samples and the inclusive share (% of samples whose stack contains the method) of the
main methods. This is a control: no culprit; shares should match between sides."""
import gzip, json, os, re, shutil, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["bench.Crunch.matMultiply", "bench.Crunch.crcBuffer", "bench.Crunch.prefixMix",
         "bench.Crunch.fillBuffer", "bench.Crunch.next", "bench.Crunch.main"]


def events(path):
    tmp = None
    if path.endswith(".gz"):
        fd, tmp = tempfile.mkstemp(suffix=".jfr")
        with gzip.open(path, "rb") as src, os.fdopen(fd, "wb") as dst:
            shutil.copyfileobj(src, dst)
        path = tmp
    try:
        out = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample",
                              "--stack-depth", "256", path], check=True, capture_output=True).stdout
    finally:
        if tmp:
            os.unlink(tmp)
    doc = json.loads(out)
    for ev in doc["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        names = []
        for fr in st.get("frames", []):
            m = fr["method"]
            names.append(m["type"]["name"].replace("/", ".") + "." + m["name"])
        yield names, bool(st.get("truncated"))


def runs(side):
    d = os.path.join(HERE, side)
    fs = [f for f in os.listdir(d) if f.startswith("run-")]
    return sorted(fs, key=lambda f: int(re.match(r"run-(\d+)", f).group(1)))


short = [f.rsplit(".", 1)[1] for f in FUNCS]
print(f"{'side':6} {'run':12} {'samples':>7} " + " ".join(f"{s:>12}" for s in short) + "  truncated")
for side in ("before", "after"):
    for f in runs(side):
        total = trunc = 0
        inc = {k: 0 for k in FUNCS}
        for names, t in events(os.path.join(HERE, side, f)):
            total += 1
            trunc += t
            s = set(names)
            for k in FUNCS:
                if k in s:
                    inc[k] += 1
        print(f"{side:6} {f:12} {total:7d} " + " ".join(f"{100*inc[k]/total:11.1f}%" for k in FUNCS) + f"  {trunc}")
