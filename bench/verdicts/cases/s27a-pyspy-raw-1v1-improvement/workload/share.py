#!/usr/bin/env python3
"""Share of samples whose stack contains a frame matching each regex.

Reads py-spy `--format raw` output (folded lines: `frame;frame;... COUNT`).
Usage: share.py REGEX[,REGEX...] FILE...  (regexes tested with re.match per frame)
"""
import re
import sys


def load(path):
    stacks = []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, count = line.rsplit(" ", 1)
            stacks.append((stack.split(";"), int(count)))
    return stacks


def main():
    pats = [(p, re.compile(p)) for p in sys.argv[1].split(",")]
    print("| file | samples | " + " | ".join("`%s`" % p for p, _ in pats) + " |")
    print("|---|---:|" + "---:|" * len(pats))
    for path in sys.argv[2:]:
        stacks = load(path)
        total = sum(c for _, c in stacks)
        cells = []
        for _, rx in pats:
            hit = sum(c for frames, c in stacks if any(rx.match(fr) for fr in frames))
            cells.append("%d (%.1f%%)" % (hit, 100.0 * hit / total))
        print("| %s | %d | %s |" % (path, total, " | ".join(cells)))


if __name__ == "__main__":
    main()
