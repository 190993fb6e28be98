#!/usr/bin/env python3
"""Independent measurement for JFR recordings: decompress, dump jdk.ExecutionSample events with
the JDK's `jfr print --json`, and print per run the number of execution samples and the inclusive
share (% of samples whose stack contains the method) of the main methods.
Note: `jfr print` shows only 5 frames per stack unless --stack-depth is given; we pass 64
(JFR itself records up to 64 frames by default; this program is shallow)."""
import glob, gzip, json, os, re, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [("SeedWork.sortArray", r"\bs39g\.SeedWork\.sortArray\b"),
          ("Arrays.sort/DualPivot", r"java\.util\.(Arrays\.sort|DualPivotQuicksort)"),
          ("SeedWork.digest", r"\bs39g\.SeedWork\.digest\b"),
          ("SeedWork.fillRandom", r"\bs39g\.SeedWork\.fillRandom\b"),
          ("SeedWork.countRuns", r"\bs39g\.SeedWork\.countRuns\b"),
          ("SeedWork.main", r"\bs39g\.SeedWork\.main\b")]

def load(path):
    with tempfile.NamedTemporaryFile(suffix=".jfr") as t:
        op = gzip.open if path.endswith(".gz") else open
        with op(path, "rb") as f:
            t.write(f.read()); t.flush()
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", t.name],
                             check=True, capture_output=True, text=True).stdout
    evs = json.loads(out)["recording"]["events"]
    for e in evs:
        st = e["values"].get("stackTrace") or {}
        names = []
        for fr in st.get("frames", []):
            m = fr["method"]
            names.append(m["type"]["name"].replace("/", ".") + "." + m["name"])
        yield e["values"]["sampledThread"]["javaName"], names

def main():
    print("%-7s %-6s %7s " % ("side", "run", "samples") + " ".join("%22s" % g[0] for g in GROUPS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
            n = 0; hits = [0] * len(GROUPS); threads = {}
            for th, names in load(p):
                n += 1; threads[th] = threads.get(th, 0) + 1
                for i, (_, rx) in enumerate(GROUPS):
                    if any(re.search(rx, x) for x in names): hits[i] += 1
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %7d " % (side, run, n) +
                  " ".join("%21.1f%%" % (100.0 * h / max(n, 1)) for h in hits) + "   threads=%s" % threads)

if __name__ == "__main__":
    main()
