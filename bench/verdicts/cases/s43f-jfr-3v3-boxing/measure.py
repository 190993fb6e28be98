#!/usr/bin/env python3
"""Independent measurement of the JFR recordings in this case.

Decompresses each before/after run-*.jfr[.gz] to a temp file, dumps the
jdk.ExecutionSample events with the JDK's `jfr print --json`, and prints per run
the number of execution samples and the inclusive share (% of samples whose stack
contains a frame matching the group's regex; frame = "pkg.Class.method").
"""
import glob, gzip, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
JFR = "/usr/lib/jvm/java-17-openjdk-amd64/bin/jfr"
GROUPS = [
    ("sumBlock", r"^bench\.Boxing\.sumBlock$"),          # culprit
    ("Integer.valueOf", r"^java\.lang\.Integer\.valueOf$"),
    ("ArrayList.*", r"^java\.util\.ArrayList"),
    ("checksum", r"^bench\.Boxing\.checksum$"),
    ("windowRank", r"^bench\.Boxing\.windowRank$"),
    ("generate", r"^bench\.Boxing\.generate$"),
    ("main", r"^bench\.Boxing\.main$"),
]

def stacks(path):
    with tempfile.TemporaryDirectory() as td:
        f = os.path.join(td, "r.jfr")
        if path.endswith(".gz"):
            with gzip.open(path, "rb") as src, open(f, "wb") as dst:
                shutil.copyfileobj(src, dst)
        else:
            shutil.copy(path, f)
        out = subprocess.run([JFR, "print", "--json", "--stack-depth", "64",
                              "--events", "jdk.ExecutionSample", f],
                             check=True, capture_output=True, text=True).stdout
    doc = json.loads(out)
    for ev in doc["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        frames = []
        for fr in st.get("frames", []):
            m = fr["method"]
            frames.append(m["type"]["name"].replace("/", ".") + "." + m["name"])
        yield frames, st.get("truncated", False)

def main():
    comp = [re.compile(r) for _, r in GROUPS]
    print("%-7s %-14s %8s %6s " % ("side", "file", "samples", "trunc") +
          " ".join("%16s" % g for g, _ in GROUPS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
            n = trunc = 0
            hits = [0] * len(GROUPS)
            for frames, t in stacks(p):
                n += 1
                trunc += bool(t)
                for i, rx in enumerate(comp):
                    if any(rx.search(x) for x in frames):
                        hits[i] += 1
            print("%-7s %-14s %8d %6d " % (side, os.path.basename(p), n, trunc) +
                  " ".join("%15.1f%%" % (100.0 * h / n if n else 0) for h in hits))
    print("\nGroups:")
    for g, r in GROUPS:
        print("  %-16s %s" % (g, r))

if __name__ == "__main__":
    main()
