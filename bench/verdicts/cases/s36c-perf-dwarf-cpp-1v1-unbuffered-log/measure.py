#!/usr/bin/env python3
"""Per run: share of perf-script samples whose stack has a culprit frame (reads .perf.txt or .perf.txt.gz)."""
import glob, gzip, json, os, re

here = os.path.dirname(os.path.abspath(__file__))
rx = [re.compile(r) for r in json.load(open(os.path.join(here, "expected.json")))["culprit"]]
FRAME = re.compile(r"^\s*[0-9a-f]+ (.+?)(?:\+0x[0-9a-f]+)? \((.*)\)\s*$")
SYSCALL = re.compile(r"\bentry_SYSCALL_64")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    frames = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if frames is not None:
                    yield frames
                frames = None
            elif not line[0].isspace():
                frames = []
            elif frames is not None:
                m = FRAME.match(line)
                if m:
                    frames.append(m.group(1))
    if frames is not None:
        yield frames

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        total = hit = sysc = 0
        for fr in samples(path):
            total += 1
            if any(r.search(x) for x in fr for r in rx):
                hit += 1
                if any(SYSCALL.search(x) for x in fr):
                    sysc += 1
        print("%-6s %-22s samples=%5d culprit=%5.1f%%  (of which in a syscall: %4.1f%%)"
              % (side, os.path.basename(path), total, 100.0 * hit / total, 100.0 * sysc / total))
