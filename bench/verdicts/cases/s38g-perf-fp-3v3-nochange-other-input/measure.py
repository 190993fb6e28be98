#!/usr/bin/env python3
"""Independent measurement of perf script output (run-N.perf.txt[.gz]).
Per run: total samples, and for each function its inclusive share (% of samples whose stack
contains it, counted once per sample) and self share (leaf frame), with sample counts."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(sys.argv[0]))
FUNCS = sys.argv[1:] or ["read_file", "parse_records", "sort_records", "compare_records", "letter_stats",
                         "note_tie", "read", "main"]
FRAME = re.compile(r"^\s*[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if not line[0].isspace():
                stack = []
                continue
            m = FRAME.match(line)
            if m and stack is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                stack.append(sym)
        if stack is not None:
            yield stack

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        tot = 0; inc = {f: 0 for f in FUNCS}; slf = {f: 0 for f in FUNCS}
        for st in samples(p):
            tot += 1
            s = set(st)
            for f in FUNCS:
                if f in s: inc[f] += 1
                if st and st[0] == f: slf[f] += 1
        print(f"{side}/{os.path.basename(p)} samples={tot}")
        for f in FUNCS:
            print(f"   {f:18s} inclusive {100.0*inc[f]/tot:5.1f}% ({inc[f]})   self {100.0*slf[f]/tot:5.1f}% ({slf[f]})")
