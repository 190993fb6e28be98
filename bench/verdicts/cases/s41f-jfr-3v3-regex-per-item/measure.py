#!/usr/bin/env python3
"""Independent measure: for each JFR file (optionally .gz), dump jdk.ExecutionSample events with
`jfr print --json --stack-depth 256`, and print per run the sample count and the inclusive share
(% of samples whose stack contains the method) of the culprit and other main methods.
Method names are rendered as <type>.<method>, e.g. java.util.regex.Pattern.compile."""
import glob, gzip, json, os, shutil, subprocess, sys, tempfile
from collections import Counter

FUNCS = ["com.example.logagg.KeyNormalizer.normalizeKey",
         "java.lang.String.replaceAll",
         "java.util.regex.Pattern.compile",
         "java.util.regex.Pattern.<init>",
         "java.util.regex.Matcher.replaceAll",
         "com.example.logagg.LogAggregator.processLine",
         "com.example.logagg.LogAggregator.makeLine",
         "java.util.HashMap.computeIfAbsent"]
here = os.path.dirname(os.path.abspath(__file__))

def events(path):
    with tempfile.TemporaryDirectory() as td:
        src = path
        if path.endswith(".gz"):
            src = os.path.join(td, "x.jfr")
            with gzip.open(path, "rb") as fi, open(src, "wb") as fo:
                shutil.copyfileobj(fi, fo)
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256",
                              "--events", "jdk.ExecutionSample", src],
                             check=True, capture_output=True, text=True).stdout
    doc = json.loads(out)
    for ev in doc["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        frames = []
        for fr in st.get("frames", []):
            m = fr["method"]
            frames.append(m["type"]["name"].replace("/", ".") + "." + m["name"])
        yield frames, ev["values"].get("sampledThread", {}).get("javaName")

short = [f.replace("com.example.logagg.", "").replace("java.util.regex.", "").replace("java.lang.", "") for f in FUNCS]
print(f"{'side/run':<14}{'samples':>8}{'main-thr':>9}" + "".join(f"{s:>30}" for s in short))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        tot = 0; mainthr = 0; inc = Counter()
        for frames, thr in events(p):
            tot += 1
            if thr == "main": mainthr += 1
            for f in set(frames): inc[f] += 1
        row = "".join(f"{100*inc[f]/tot:>29.1f}%" for f in FUNCS)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<14}{tot:>8}{mainthr:>9}{row}")
