#!/usr/bin/env python3
"""Per-run share of JFR execution samples whose stack contains a culprit frame.

Reads before/run-*.jfr and after/run-*.jfr via `jfr print --json --stack-depth 256 --events jdk.ExecutionSample`
and reports, per run, the inclusive share of samples under Pipeline.validate (the changed
stage) and, separately, under its new callees String.format / Pattern.compile.
"""
import glob, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = re.compile(r"\bPipeline\.validate\b")
NEW_CALLEES = re.compile(r"^java\.lang\.String\.format\b|^java\.util\.regex\.Pattern\.compile\b")
STAGES = ["parse", "validate", "enrich", "aggregate"]

def frames(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events", "jdk.ExecutionSample", path],
                         check=True, capture_output=True, text=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        yield [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"]
               for f in st.get("frames", [])]

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr"))):
        n = hit = callee = 0
        stage = dict.fromkeys(STAGES, 0)
        for fr in frames(p):
            n += 1
            if any(CULPRIT.search(f) for f in fr): hit += 1
            if any(NEW_CALLEES.search(f) for f in fr): callee += 1
            for s in STAGES:
                if any(f == "Pipeline." + s for f in fr): stage[s] += 1
        pct = lambda k: 100.0 * k / n if n else 0.0
        print(f"{side}/{os.path.basename(p)}: samples={n} validate(incl)={pct(hit):.1f}% "
              f"format+compile={pct(callee):.1f}% stages: " +
              " ".join(f"{s}={pct(stage[s]):.1f}%" for s in STAGES))
