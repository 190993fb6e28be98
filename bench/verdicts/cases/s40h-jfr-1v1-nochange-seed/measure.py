#!/usr/bin/env python3
"""Independent measure: decodes before/ and after/ run-*.jfr[.gz] with the JDK's `jfr print
--json --events jdk.ExecutionSample --stack-depth 256` and prints per run the number of
execution samples and the inclusive share (% of samples whose stack contains the method) of
the main methods. Control case: no culprit; the shares should stay put."""
import glob, gzip, json, os, shutil, subprocess, tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
METHODS = ["org.s40h.tiles.TileBatch.main", "org.s40h.tiles.TileBatch.multiplyTrace",
           "org.s40h.tiles.TileBatch.fillMatrix", "org.s40h.tiles.TileBatch.sortKeys",
           "java.util.Arrays.sort", "org.s40h.tiles.TileBatch.countTiles",
           "java.util.HashMap.merge", "java.lang.StringBuilder.append"]

def samples(path):
    with tempfile.TemporaryDirectory() as td:
        jfr = path
        if path.endswith(".gz"):
            jfr = os.path.join(td, "r.jfr")
            with gzip.open(path, "rb") as src, open(jfr, "wb") as dst:
                shutil.copyfileobj(src, dst)
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256",
                              "--events", "jdk.ExecutionSample", jfr],
                             check=True, capture_output=True, text=True).stdout
    res = []
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {"frames": []}
        names = []
        for fr in st["frames"]:
            m = fr["method"]
            names.append(m["type"]["name"].replace("/", ".") + "." + m["name"])
        res.append((names, st.get("truncated", False)))
    return res

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
        ss = samples(path)
        n = len(ss)
        print(f"{side}/{os.path.basename(path)}: samples={n} truncated={sum(t for _, t in ss)}")
        for m in METHODS:
            k = sum(1 for names, _ in ss if m in names)
            print(f"  {m:45s} {k:6d} {100.0 * k / n:6.1f}%")
        top = Counter(names[0] if names else "?" for names, _ in ss).most_common(5)
        print("  top self:", ", ".join(f"{k} {100.0 * v / n:.1f}%" for k, v in top))
