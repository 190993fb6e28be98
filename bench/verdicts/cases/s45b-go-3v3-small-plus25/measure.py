#!/usr/bin/env python3
"""Per-run samples and inclusive shares from Go CPU profiles, via
`go tool pprof -traces` (a sample counts for a set if any frame matches)."""
import glob, os, re, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["decodeReadings", "calibrate", "smooth", "detectPeaks", "digest", "makePacket", "processBatch"]
SETS = {f: re.compile(r"\bmain\.%s\b" % f) for f in FUNCS}
SETS["asyncPreempt"] = re.compile(r"\bruntime\.asyncPreempt\b")

def unit(v):
    m = re.match(r"([\d.]+)(ns|us|ms|s)$", v)
    return float(m.group(1)) * {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[m.group(2)]

for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
        txt = subprocess.run(["go", "tool", "pprof", "-traces", f], capture_output=True, text=True).stdout
        blocks = txt.split("-----------+-------------------------------------------------------")[1:]
        tot = 0.0; hit = {k: 0.0 for k in SETS}
        for b in blocks:
            lines = [l for l in b.strip("\n").split("\n") if l.strip()]
            if not lines: continue
            first = lines[0].split()
            v = unit(first[0]); frames = [" ".join(first[1:])] + [l.strip() for l in lines[1:]]
            tot += v
            for k, rx in SETS.items():
                if any(rx.search(fr) for fr in frames): hit[k] += v
        print("%-6s %s samples=%d (%.2fs) %s" % (side, os.path.basename(f), round(tot / 0.01), tot,
              " ".join("%s=%.1f%%" % (k, 100 * hit[k] / tot) for k in SETS)))
