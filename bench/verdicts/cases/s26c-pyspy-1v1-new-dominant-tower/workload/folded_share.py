#!/usr/bin/env python3
"""Culprit share in folded / py-spy raw files ("frame;frame;... count" per line).

Frame names are taken up to the first " (" (py-spy writes "func (file:line)").
Usage: folded_share.py REGEX FILE...   share of samples whose stack has a matching frame
       folded_share.py --top FILE...   inclusive share per function (top 15)
"""
import re, sys


def stacks(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stack, _, cnt = line.rpartition(" ")
            names = [fr.split(" (", 1)[0] for fr in stack.split(";")]
            yield names, int(cnt)


def main():
    a = sys.argv[1:]
    if a[0] == "--top":
        for p in a[1:]:
            tot, inc = 0, {}
            for names, c in stacks(p):
                tot += c
                for n in set(names):
                    inc[n] = inc.get(n, 0) + c
            print("%s: %d samples" % (p, tot))
            for n, v in sorted(inc.items(), key=lambda x: -x[1])[:15]:
                print("   %6.1f%%  %s" % (100.0 * v / tot, n))
        return
    rx = re.compile(a[0])
    for p in a[1:]:
        tot = hit = 0
        for names, c in stacks(p):
            tot += c
            if any(rx.search(n) for n in names):
                hit += c
        print("%s: %d/%d = %.1f%%" % (p, hit, tot, 100.0 * hit / tot if tot else 0))


if __name__ == "__main__":
    main()
