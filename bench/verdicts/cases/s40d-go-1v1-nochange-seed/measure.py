#!/usr/bin/env python3
"""Independent measurement of this control case's Go CPU profiles.

Uses `go tool pprof -sample_index=samples -traces` to dump every distinct
stack with its sample count, then computes per run the number of samples and
the inclusive share (% of samples whose stack contains the function) of the
main functions. For a control, no function should move beyond noise.
"""
import glob, os, re, subprocess
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main.generateOrders", "main.sortOrders", "sort.Slice", "main.aggregate",
         "main.checksum", "math/rand.(*Rand).Intn", "runtime.mapassign_fast32",
         "runtime.gcBgMarkWorker", "main.main"]


def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-sample_index=samples", "-traces", path],
                         capture_output=True, text=True, check=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.splitlines() if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*(\d+)\s+(.*)$", lines[0])
        if not m:
            continue
        count = int(m.group(1))
        frames = [m.group(2).strip()] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r"\s+\(inline\)$", "", f) for f in frames]
        yield count, frames


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n = 0
            inc = Counter()
            for count, frames in traces(path):
                n += count
                fs = set(frames)
                for fn in FUNCS:
                    if fn in fs:
                        inc[fn] += count
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for fn in FUNCS:
                print(f"   {fn:<28} inclusive {100.0*inc[fn]/n:5.1f}% ({inc[fn]})")


if __name__ == "__main__":
    main()
