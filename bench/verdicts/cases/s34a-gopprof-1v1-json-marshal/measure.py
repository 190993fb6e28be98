#!/usr/bin/env python3
"""Independent share measurement (not flamediff) for Go pprof CPU profiles.
Reads `go tool pprof -traces` text; a sample's weight is its value (10ms = 1 sample at 100 Hz).
Prints per file: total samples and the samples whose stack has a frame matching each regex.
usage: measure.py [FILE ...]   (default: before/run-*.pb.gz after/run-*.pb.gz)"""
import glob, os, re, subprocess, sys

PATS = [r"^main\.encodeRecord$", r"^encoding/json\.", r"^strconv\.", r"^runtime\.gcBgMarkWorker$", r"^runtime\.mallocgc$"]
os.chdir(os.path.dirname(os.path.abspath(__file__)))
files = sys.argv[1:] or sorted(glob.glob("before/run-*.pb.gz")) + sorted(glob.glob("after/run-*.pb.gz"))

def unit(v):
    m = re.match(r"([\d.]+)(ns|us|µs|ms|s)$", v)
    x = float(m.group(1)); u = m.group(2)
    return x * {"ns": 1e-6, "us": 1e-3, "µs": 1e-3, "ms": 1, "s": 1000}[u]

print("file\ttotal\t" + "\t".join(f"n[{p}]\tshare" for p in PATS))
for f in files:
    out = subprocess.run(["/usr/local/go/bin/go", "tool", "pprof", "-traces", f], capture_output=True, text=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")[1:]
    tot = 0; hits = [0] * len(PATS)
    for b in blocks:
        lines = [l for l in b.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        first = lines[0].split()
        w = unit(first[0]) / 10.0          # samples at 100 Hz
        frames = [first[1]] + [l.split()[0] for l in lines[1:]]
        tot += w
        for k, p in enumerate(PATS):
            if any(re.search(p, fr) for fr in frames):
                hits[k] += w
    print(f"{f}\t{tot:.0f}\t" + "\t".join(f"{h:.0f}\t{100*h/tot:.2f}%" for h in hits))
