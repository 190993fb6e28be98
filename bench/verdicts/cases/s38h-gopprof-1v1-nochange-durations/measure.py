#!/usr/bin/env python3
"""Independent measurement for s38h-gopprof-1v1-nochange-durations.
Reads {before,after}/run-*.pprof through `go tool pprof -traces` (one block per
distinct stack with its CPU time) and converts time to samples using the CPU
profile period of 10 ms (runtime/pprof default, 100 Hz). Prints per run the samples
and the inclusive share (% of samples whose stack contains the function)."""
import glob, os, re, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.parseRecords", "main.scoreRecords", "main.hashNames", "strings.Split",
         "strconv.Atoi", "runtime.mallocgc", "runtime.gcBgMarkWorker", "main.main"]
UNIT = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0}
PERIOD = 0.010

def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], check=True,
                         capture_output=True, text=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")[1:]
    for b in blocks:
        lines = [l for l in b.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"^\s*([0-9.]+)(ns|us|µs|ms|s)\s+(.*)$", lines[0])
        if not m:
            continue
        secs = float(m.group(1)) * UNIT[m.group(2)]
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r"\s+\(inline\)$", "", f) for f in frames]
        yield round(secs / PERIOD), frames

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.pprof"))):
            tr = list(traces(p))
            n = sum(c for c, _ in tr)
            print(f"{side}/{os.path.basename(p)}: samples={n}")
            for f in FUNCS:
                c = sum(k for k, fr in tr if f in fr)
                print(f"    {f:24s} {c:6d}  {100.0 * c / n:5.1f}%")

if __name__ == "__main__":
    main()
