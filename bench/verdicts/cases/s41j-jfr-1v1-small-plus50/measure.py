#!/usr/bin/env python3
"""Independent measure for JFR recordings: decompresses run-N.jfr(.gz) to a temp file, runs the JDK's
`jfr print --json --events jdk.ExecutionSample`, and prints per run the sample count and the inclusive
share (% of samples whose stack contains the method) of each worker method."""
import glob, gzip, json, os, shutil, subprocess, sys, tempfile

FUNCS = ["shipping.RouteBench.scoreRoutes", "shipping.RouteBench.packParcels",
         "shipping.RouteBench.checkManifest", "shipping.RouteBench.main"]

def measure(path):
    with tempfile.TemporaryDirectory() as td:
        jf = os.path.join(td, "r.jfr")
        op = gzip.open if path.endswith(".gz") else open
        with op(path, "rb") as src, open(jf, "wb") as dst:
            shutil.copyfileobj(src, dst)
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64",
                              "--events", "jdk.ExecutionSample", jf],
                             check=True, capture_output=True, text=True).stdout
    evs = json.loads(out)["recording"]["events"]
    total, incl, threads = 0, {f: 0 for f in FUNCS}, {}
    for e in evs:
        frames = e["values"]["stackTrace"]["frames"]
        names = {"%s.%s" % (f["method"]["type"]["name"].replace("/", "."), f["method"]["name"]) for f in frames}
        t = e["values"]["sampledThread"]["javaName"]
        threads[t] = threads.get(t, 0) + 1
        total += 1
        for f in FUNCS:
            if f in names:
                incl[f] += 1
    return total, incl, threads

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(root, side, "run-*.jfr*"))):
        total, incl, threads = measure(p)
        print("%-6s %-14s samples=%d  %s  threads=%s" % (side, os.path.basename(p), total,
              "  ".join("%s=%.1f%%" % (f.split(".")[-1], 100.0 * incl[f] / total) for f in FUNCS), threads))
