#!/usr/bin/env python3
"""Independent measurement for s40i-jfr-3v3-nochange-seeds.

For each before/ and after/ run-*.jfr[.gz], decompresses to a temp file, runs the JDK's
`jfr print --json --stack-depth 256 --events jdk.ExecutionSample`, and prints per run the
number of execution samples and the inclusive share (% of samples whose stack contains the
method) of the main methods (named Class.method, package dots).
"""
import glob, gzip, json, os, shutil, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
P = "com.example.orders.OrderBook."
FUNCS = [P + m for m in ("main", "generateOrders", "scoreOrders", "riskHash",
                         "aggregateBySymbol", "sortPrices")] + ["java.util.Arrays.sort", "java.util.HashMap.merge"]

def samples(path):
    with tempfile.NamedTemporaryFile(suffix=".jfr") as tmp:
        op = gzip.open if path.endswith(".gz") else open
        with op(path, "rb") as f:
            shutil.copyfileobj(f, tmp)
        tmp.flush()
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256",
                              "--events", "jdk.ExecutionSample", tmp.name],
                             check=True, capture_output=True, text=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"]["stackTrace"]
        names = set()
        truncated = False
        if st:
            truncated = st.get("truncated", False)
            for fr in st["frames"]:
                m = fr["method"]
                names.add(m["type"]["name"].replace("/", ".") + "." + m["name"])
        yield names, truncated

print("%-7s %-5s %7s %5s " % ("side", "run", "samples", "trunc") + " ".join(f.replace(P, "") for f in FUNCS))
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
        ss = list(samples(path))
        n = len(ss)
        run = os.path.basename(path).split(".")[0]
        cols = ["%s=%.1f%%" % (f.replace(P, ""), 100.0 * sum(1 for s, _ in ss if f in s) / n) for f in FUNCS]
        print("%-7s %-5s %7d %5d  " % (side, run, n, sum(1 for _, t in ss if t)) + "  ".join(cols))
