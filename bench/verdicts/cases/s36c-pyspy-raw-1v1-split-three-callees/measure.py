#!/usr/bin/env python3
"""Share of samples whose stack contains a culprit frame, per run (reads .raw.txt / .folded, optionally .gz)."""
import glob, gzip, json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
exp = json.load(open(os.path.join(here, "expected.json")))
# expected.json regexes are JavaScript syntax; these ones are also valid Python.
rx = [re.compile(r) for r in exp["culprit"]]
extra = {"build_report": re.compile(r"^build_report\b"), "filter_rows": re.compile(r"^filter_rows\b"),
         "sort_rows": re.compile(r"^sort_rows\b"), "format_rows": re.compile(r"^format_rows\b")}

def runs(side):
    return sorted(glob.glob(os.path.join(here, side, "run-*")))

for side in ("before", "after"):
    for path in runs(side):
        op = gzip.open if path.endswith(".gz") else open
        total = hit = 0
        parts = {k: 0 for k in extra}
        with op(path, "rt") as f:
            for line in f:
                line = line.rstrip("\n")
                if not line:
                    continue
                stack, _, n = line.rpartition(" ")
                n = int(n)
                frames = stack.split(";")
                total += n
                if any(r.search(fr) for fr in frames for r in rx):
                    hit += n
                for k, r in extra.items():
                    if any(r.search(fr) for fr in frames):
                        parts[k] += n
        det = " ".join("%s=%.1f%%" % (k, 100.0 * v / total) for k, v in parts.items())
        print("%-6s %-22s samples=%5d culprit=%5.1f%%  (%s)" % (side, os.path.basename(path), total, 100.0 * hit / total, det))
