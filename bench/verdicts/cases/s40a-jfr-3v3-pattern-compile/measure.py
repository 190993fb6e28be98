#!/usr/bin/env python3
"""Independent measurement of the JFR recordings of this case.

Decodes each run-N.jfr(.gz) with the JDK's `jfr print --json --events jdk.ExecutionSample`
and, per sample, collects the frame names 'pkg.Class.method' of its stack. Prints per run
the execution samples and the inclusive share (% of samples whose stack contains the method)
of the culprit and of the other main methods. Samples of all threads are counted.
"""
import glob, gzip, json, os, shutil, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
JAVA_HOME = os.environ.get("JAVA_HOME", "/usr/lib/jvm/java-17-openjdk-amd64")
JFR = os.path.join(JAVA_HOME, "bin", "jfr")
FUNCS = ["java.util.regex.Pattern.compile", "com.example.logscan.LogScan.extractFields",
         "java.util.regex.Matcher.find", "com.example.logscan.LogScan.digestLine",
         "com.example.logscan.LogScan.scanBatch", "com.example.logscan.LogScan.makeLines",
         "com.example.logscan.LogScan.main"]


def samples(path):
    with tempfile.TemporaryDirectory() as td:
        src = path
        if path.endswith(".gz"):
            src = os.path.join(td, "r.jfr")
            with gzip.open(path, "rb") as fi, open(src, "wb") as fo:
                shutil.copyfileobj(fi, fo)
        out = subprocess.run([JFR, "print", "--json", "--stack-depth", "256",
                              "--events", "jdk.ExecutionSample", src],
                             check=True, capture_output=True, text=True).stdout
    doc = json.loads(out)
    for ev in doc["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        names = set()
        for fr in st.get("frames", []):
            m = fr["method"]
            names.add(m["type"]["name"].replace("/", ".") + "." + m["name"])
        yield names, bool(st.get("truncated"))


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
        total = trunc = 0
        inc = dict.fromkeys(FUNCS, 0)
        for names, t in samples(path):
            total += 1
            trunc += t
            for fn in FUNCS:
                if fn in names:
                    inc[fn] += 1
        print("%-6s %-12s samples=%5d truncated=%d" % (side, os.path.basename(path), total, trunc))
        print("       " + "  ".join("%s %.1f%%" % (fn.split(".", 3)[-1] if fn.startswith("com.") else fn, 100.0 * inc[fn] / total)
                                    for fn in FUNCS))
