#!/usr/bin/env python3
"""Independent measure: `jfr print --json --events jdk.ExecutionSample` per run; prints sample count
and inclusive share (% of samples whose stack holds a frame matching) for the culprit union and parts.
Frame names are 'pkg.Class.method' as JFR reports them."""
import glob, json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = json.load(open(os.path.join(HERE, "expected.json")))["culprit"]
GROUPS = [("CULPRIT_UNION", CULPRIT),
          ("LogAudit.parseLine", [r"\bLogAudit\.parseLine\b"]),
          ("Pattern.compile", [r"\bjava\.util\.regex\.Pattern\.compile\b"]),
          ("Pattern.<init>", [r"\bjava\.util\.regex\.Pattern\.<init>\b"]),
          ("Matcher.matches", [r"\bjava\.util\.regex\.Matcher\.matches\b"]),
          ("LogAudit.parseQuery", [r"\bLogAudit\.parseQuery\b"]),
          ("LogAudit.aggregate", [r"\bLogAudit\.aggregate\b"]),
          ("LogAudit.audit", [r"\bLogAudit\.audit\b"])]

def stacks(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        yield [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st.get("frames", [])]

for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr"))):
        ss = list(stacks(f))
        n = len(ss) or 1
        parts = []
        for name, rx in GROUPS:
            c = [re.compile(r) for r in rx]
            k = sum(1 for s in ss if any(r.search(fr) for fr in s for r in c))
            parts.append(f"{name}={100*k/n:.1f}%")
        print(f"{side}/{os.path.basename(f)} samples={len(ss)} " + " ".join(parts))
