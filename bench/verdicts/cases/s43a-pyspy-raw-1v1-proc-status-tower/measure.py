#!/usr/bin/env python3
"""Independent measure for this case: reads before/ and after/ py-spy raw (collapsed) files,
prints per run the sample count and inclusive share (% of samples whose stack contains a frame
whose function name matches) for the culprit and other main functions."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [  # (label, regex on the function-name part of a py-spy frame "name (file:line)")
    ("read_proc_status [culprit]", r"^read_proc_status$"),
    ("handle_request", r"^handle_request$"),
    ("parse_request", r"^parse_request$"),
    ("lookup", r"^lookup$"),
    ("render", r"^render$"),
    ("dumps", r"^dumps$"),
    ("make_requests (setup)", r"^make_requests$"),
]

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            frames = [re.sub(r" \([^()]*\)$", "", f) for f in stack.split(";")]
            yield frames, int(n)

def main():
    print("culprit = read_proc_status; inclusive shares per run")
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total = 0
            hits = [0] * len(FUNCS)
            for frames, n in read(path):
                total += n
                for i, (_, rx) in enumerate(FUNCS):
                    if any(re.search(rx, f) for f in frames):
                        hits[i] += n
            print("%-7s %-18s %7d  %s" % (side, os.path.basename(path), total,
                  "  ".join("%s=%5.1f%%" % (l.split()[0], 100.0 * h / total) for (l, _), h in zip(FUNCS, hits))))

if __name__ == "__main__":
    main()
