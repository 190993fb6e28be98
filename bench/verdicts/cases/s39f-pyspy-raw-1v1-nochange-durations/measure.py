#!/usr/bin/env python3
"""Independent measurement of py-spy --format raw files (collapsed stacks `f (file:line);... count`):
per run, total samples and inclusive share (% of samples whose stack contains the function)."""
import glob, gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["<module>", "run", "tokenize", "score", "update_stats"]
FRAME = re.compile(r"^(.*?) \((.*?)\)$")

def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    n = 0; c = {f: 0 for f in FUNCS}; other = 0
    with op(path, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line: continue
            stack, cnt = line.rsplit(" ", 1); cnt = int(cnt)
            names = set()
            for fr in stack.split(";"):
                m = FRAME.match(fr)
                names.add(m.group(1) if m else fr)
            n += cnt
            for f in FUNCS:
                if f in names: c[f] += cnt
            if not names & set(FUNCS[2:]): other += cnt
    return n, c, other

def main():
    print(f"{'run':<16}{'samples':>8} " + " ".join(f"{f:>13}" for f in FUNCS) + f"{'not in tok/score/upd':>22}")
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
            n, c, other = measure(p)
            print(f"{side+'/run-'+p.split('run-')[1][0]:<16}{n:>8} " +
                  " ".join(f"{100*c[f]/n:>12.1f}%" for f in FUNCS) + f"{100*other/n:>21.1f}%")
main()
