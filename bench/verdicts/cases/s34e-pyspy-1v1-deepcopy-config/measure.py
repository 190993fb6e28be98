#!/usr/bin/env python3
"""Independent share measurement for a py-spy raw (folded) case (not flamediff).

Each line of a .raw.txt is `frame;frame;...;leaf COUNT`, frames as
`func (file.py:line)`. Per run: total samples, and for each group of function
names the samples whose stack contains at least one matching frame (inclusive).
"""
import glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
GROUPS = {
    "deepcopy (copy.py)": re.compile(r"^(deepcopy|_deepcopy_\w+|_keep_alive) \(copy\.py:"),
    "normalize_record": re.compile(r"^normalize_record \("),
    "normalize_record self": None,
    "parse_line": re.compile(r"^parse_line \("),
    "json dumps": re.compile(r"^dumps \(json/"),
    "make_lines (setup)": re.compile(r"^make_lines \("),
    "imports/startup": re.compile(r"^_find_and_load \("),
}
NORM = re.compile(r"^normalize_record \(")

print(f"{'run':22} {'samples':>7}  " + "  ".join(f"{g:>22}" for g in GROUPS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.raw.txt"))):
        tot, inc = 0, {g: 0 for g in GROUPS}
        for line in open(p):
            stack, n = line.rstrip("\n").rsplit(" ", 1)
            n = int(n)
            frames = stack.split(";")
            tot += n
            for g, rx in GROUPS.items():
                if rx is None:
                    hit = bool(NORM.match(frames[-1]))
                else:
                    hit = any(rx.match(f) for f in frames)
                if hit:
                    inc[g] += n
        print(f"{side + '/' + os.path.basename(p):22} {tot:7d}  " +
              "  ".join(f"{inc[g]:>8d} = {100*inc[g]/tot:5.1f}%    " for g in GROUPS))
