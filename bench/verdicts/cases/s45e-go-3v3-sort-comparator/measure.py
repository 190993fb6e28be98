#!/usr/bin/env python3
"""Independent measure over Go pprof files via `go tool pprof -traces`: per run, sample
count (value/10ms) and inclusive share (% of CPU time whose stack has a matching frame)."""
import glob, json, os, re, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = json.load(open(os.path.join(HERE, "expected.json")))["culprit"]
GROUPS = [("CULPRIT_UNION", CULPRIT), ("comparator", [r"sortRecords\.func1\b"]),
          ("strings.ToLower", [r"^strings\.ToLower$"]), ("sort.Slice", [r"^sort\.Slice$"]),
          ("gcBgMarkWorker", [r"^runtime\.gcBgMarkWorker$"]), ("loadCatalog", [r"^main\.loadCatalog$"]),
          ("generateFeed", [r"^main\.generateFeed$"]), ("reportChecksum", [r"^main\.reportChecksum$"])]
def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines: continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(.*)", lines[0])
        if not m: continue
        v = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        frames = [m.group(3)] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r" \(inline\)$", "", f) for f in frames]
        yield v, frames
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
        tot = 0; hits = {g: 0 for g, _ in GROUPS}
        for v, frames in traces(f):
            tot += v
            for g, rxs in GROUPS:
                if any(re.search(rx, fr) for fr in frames for rx in rxs): hits[g] += v
        print(f"{side}/{os.path.basename(f)} samples={int(round(tot/10))} " +
              " ".join(f"{g}={100*hits[g]/tot:.1f}%" for g, _ in GROUPS))
