#!/usr/bin/env python3
"""Independent measure over Go pprof CPU profiles (parsed from `go tool pprof -traces`):
per run, sample count and inclusive shares (% of samples whose stack contains a matching frame)."""
import glob, os, re, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [("gcBgMarkWorker", [r"^runtime\.gcBgMarkWorker$"]), ("mallocgc", [r"^runtime\.mallocgc$"]),
          ("gcAssist(gcAssistAlloc)", [r"^runtime\.gcAssistAlloc$"]),
          ("GC_any(gcBgMarkWorker|gcAssistAlloc|bgsweep|gcDrain)", [r"^runtime\.(gcBgMarkWorker|gcAssistAlloc|bgsweep|gcDrain\w*)$"]),
          ("genEvents", [r"^main\.genEvents$"]), ("groupBySession", [r"^main\.groupBySession$"]),
          ("buildGraph", [r"^main\.buildGraph$"]), ("scoreNode", [r"^main\.scoreNode$"]),
          ("pathKey", [r"^main\.pathKey$"])]
UNIT = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}

def traces(p):
    out = subprocess.run(["go", "tool", "pprof", "-traces", p], capture_output=True, text=True, check=True).stdout
    cur, val = None, 0
    for line in out.splitlines():
        if line.startswith("-----------+"):
            if cur: yield val, cur
            cur, val = [], 0; continue
        if cur is None: continue
        m = re.match(r"^\s+(\d+(?:\.\d+)?)(ns|us|ms|s)\s+(\S.*)$", line)
        if m:
            val = float(m.group(1)) * UNIT[m.group(2)]; cur.append(m.group(3).replace(" (inline)", "").strip())
        elif line.strip():
            cur.append(line.strip().replace(" (inline)", ""))
    if cur: yield val, cur

def main():
    groups = [(n, [re.compile(r) for r in rs]) for n, rs in GROUPS]
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
            tot = 0.0; hits = [0.0] * len(groups)
            for v, st in traces(p):
                tot += v
                for gi, (_, rs) in enumerate(groups):
                    if any(r.search(f) for f in st for r in rs): hits[gi] += v
            n = round(tot / 0.01)  # default 100 Hz -> 10ms per sample
            print(f"{side}/{os.path.basename(p)} samples={n} " +
                  " ".join(f"{name}={100.0*h/tot:.1f}%" for (name, _), h in zip(groups, hits)))
main()
