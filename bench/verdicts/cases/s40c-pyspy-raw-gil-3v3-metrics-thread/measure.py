#!/usr/bin/env python3
"""Independent measurement of the py-spy raw (collapsed) profiles in before/ and after/.
Prints per run: total samples and inclusive share (% of samples whose stack contains the
function) of the culprit (summarise_metrics) and the other main functions."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
# "main@service.py" = main() of the workload only (the interpreter's site.main is also called "main")
FUNCS = ["summarise_metrics", "metrics_loop", "serve", "handle_request", "main@service.py", "_find_and_load"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            names = set()
            for fr in stack.split(";"):
                m = re.match(r"(.*?) \((.*?)(?::\d+)?\)$", fr)
                name, file = (m.group(1), m.group(2)) if m else (fr, "")
                names.add(name)
                names.add(f"{name}@{os.path.basename(file)}")
            yield names, int(n)


def main():
    print(f"{'run':<16}{'samples':>8}" + "".join(f"{f:>19}" for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
            tot = 0
            inc = dict.fromkeys(FUNCS, 0)
            for names, n in load(p):
                tot += n
                for fn in FUNCS:
                    if fn in names:
                        inc[fn] += n
            label = f"{side}/{os.path.basename(p).split('.')[0]}"
            print(f"{label:<16}{tot:>8}" + "".join(f"{inc[f]:>8} ({100*inc[f]/tot:5.1f}%)" for f in FUNCS))


if __name__ == "__main__":
    main()
