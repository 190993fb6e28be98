#!/usr/bin/env python3
"""Independent measure for py-spy --format raw (collapsed `a;b;c COUNT`) profiles.
Prints per run the total samples and the inclusive share (% of samples whose stack
contains a frame whose name matches the regex). Frames look like `func (file.py:LINE)`."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = {
    "get_matcher": r"^get_matcher\b",
    "re.compile/_compile": r"^_?compile \(.*re/__init__\.py",
    "_compiler.compile": r"^compile \(.*re/_compiler\.py",
    "_parser.parse": r"^parse \(.*re/_parser\.py",
    "parse_line": r"^parse_line\b",
    "score_value": r"^score_value\b",
    "make_lines": r"^make_lines\b",
    "main": r"^main \(.*kvparse",
}

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line: continue
            stack, cnt = line.rsplit(" ", 1)
            yield stack.split(";"), int(cnt)

def main():
    labels = list(FUNCS)
    print("run".ljust(16) + "samples".rjust(8) + "".join(l[:18].rjust(21) for l in labels))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
            n = 0; hits = dict.fromkeys(labels, 0)
            for frames, c in read(p):
                n += c
                for l in labels:
                    if any(re.search(FUNCS[l], f) for f in frames): hits[l] += c
            name = side + "/" + os.path.basename(p).split(".")[0]
            print(name.ljust(16) + str(n).rjust(8) +
                  "".join(f"{100*hits[l]/max(n,1):6.1f}% ({hits[l]:5d})".rjust(21) for l in labels))
main()
