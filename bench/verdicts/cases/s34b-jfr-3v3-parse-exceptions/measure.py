#!/usr/bin/env python3
"""Independent measurement (not flamediff): per JFR file, count jdk.ExecutionSample events
and the share whose stack contains each pattern (inclusive). Uses `jfr print --json`.
"exception path" = any frame of Throwable.*, NumberFormatException.* or the exception
constructors between them (the Java-visible part of building the exception)."""
import glob, gzip, json, os, re, subprocess, sys, tempfile

CASE = os.path.dirname(os.path.abspath(__file__))
PATTERNS = {
    "addField": re.compile(r"^CsvIngest\.addField$"),
    "exception path": re.compile(r"^(java\.lang\.Throwable\.|java\.lang\.NumberFormatException\.|java\.lang\.(Exception|RuntimeException|IllegalArgumentException)\.<init>$)"),
    "NFE.forInputString": re.compile(r"^java\.lang\.NumberFormatException\.forInputString$"),
    "Integer.parseInt": re.compile(r"^java\.lang\.Integer\.parseInt$"),
    "String.substring": re.compile(r"^java\.lang\.String\.substring$"),
    "aggregate": re.compile(r"^CsvIngest\.aggregate$"),
}

def frames_of(path):
    src = path
    if path.endswith(".gz"):
        tmp = tempfile.NamedTemporaryFile(suffix=".jfr", delete=False)
        tmp.write(gzip.open(path).read()); tmp.close(); src = tmp.name
    out = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample",
                          "--stack-depth", "256", src], capture_output=True, text=True, check=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"]["stackTrace"]
        names = [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st["frames"]]
        yield names, st.get("truncated", False)

print("%-6s %-12s %7s  %s" % ("side", "file", "samples", "  ".join("%-18s" % k for k in PATTERNS)))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(CASE, side, "run-*.jfr*"))):
        n = 0; hits = {k: 0 for k in PATTERNS}; trunc = 0
        for names, t in frames_of(f):
            n += 1; trunc += bool(t)
            for k, rx in PATTERNS.items():
                if any(rx.search(x) for x in names): hits[k] += 1
        cells = ["%-18s" % ("%d (%.1f%%)" % (hits[k], 100.0 * hits[k] / max(n, 1))) for k in PATTERNS]
        print("%-6s %-12s %7d  %s  truncated=%d" % (side, os.path.basename(f), n, "  ".join(cells), trunc))
