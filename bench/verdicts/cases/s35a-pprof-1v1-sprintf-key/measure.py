#!/usr/bin/env python3
"""Read the pprof CPU profiles in before/ and after/ (via `go tool pprof -traces`)
and print, per run, total samples and inclusive/self samples of the key-building
code (main.cacheKey, inlined into main.(*priceCache).lookup), what it calls on
each side (fmt.Sprintf vs runtime.concatstrings/strconv), and its callers."""
import glob
import os
import re
import subprocess
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"
PERIOD_MS = 10  # runtime/pprof default: 100 Hz
FUNCS = {
    "main.cacheKey (inlined)": r"^main\.cacheKey$",
    "fmt.Sprintf": r"^fmt\.Sprintf$",
    "any fmt.*": r"^fmt\.",
    "runtime.concatstring*": r"^runtime\.concatstring",
    "strconv.* / internal/strconv.*": r"^(internal/)?strconv\.",
    "runtime.convT* (interface boxing)": r"^runtime\.convT",
    "runtime.mallocgc": r"^runtime\.mallocgc$",
    "runtime.mapaccess2_faststr": r"^runtime\.mapaccess2_faststr$",
    "main.computeQuote": r"^main\.computeQuote$",
    "main.(*priceCache).lookup (caller)": r"^main\.\(\*priceCache\)\.lookup$",
    "runtime.gcBgMarkWorker (GC threads)": r"^runtime\.gcBgMarkWorker$",
}
FUNCS = {k: re.compile(v) for k, v in FUNCS.items()}


def traces(path):
    out = subprocess.run([GO, "tool", "pprof", "-traces", path],
                         capture_output=True, text=True, check=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(.*)", lines[0])
        if not m:
            continue
        ms = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        frames = [m.group(3)] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r" \(inline\)$", "", f) for f in frames]  # leaf first
        yield frames, round(ms / PERIOD_MS)


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
            total = 0
            incl, selfc = Counter(), Counter()
            for frames, n in traces(path):
                total += n
                for key, rx in FUNCS.items():
                    if any(rx.search(f) for f in frames):
                        incl[key] += n
                    if rx.search(frames[0]):
                        selfc[key] += n
            print(f"{side}/{os.path.basename(path)}: total samples = {total} ({total * PERIOD_MS} ms)")
            for key in FUNCS:
                print(f"    {key:38s} incl {incl[key]:5d} ({incl[key] / total:6.1%})"
                      f"   self {selfc[key]:5d} ({selfc[key] / total:6.1%})")


if __name__ == "__main__":
    main()
