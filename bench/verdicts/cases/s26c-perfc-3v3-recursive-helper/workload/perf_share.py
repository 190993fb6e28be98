#!/usr/bin/env python3
"""Culprit share in `perf script` text output (optionally .gz).

A sample is a header line followed by stack lines ("\taddr sym+off (dso)") and a blank line.
Usage: perf_share.py REGEX FILE...   share of samples whose stack has a frame matching REGEX
       perf_share.py --top FILE...   inclusive share per function (top 15)
       perf_share.py --self FILE...  leaf (self) share per function (top 10)
Only samples of the given command (all, by default) are counted; weights are 1 per sample.
"""
import gzip, re, sys

FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack, in_sample = [], False
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if in_sample:
                    yield stack
                stack, in_sample = [], False
                continue
            if not line[0].isspace():
                in_sample, stack = True, []
                continue
            m = FRAME.match(line)
            if m:
                stack.append(m.group(1))
    if in_sample:
        yield stack


def main():
    a = sys.argv[1:]
    if a[0] in ("--top", "--self"):
        for p in a[1:]:
            tot, inc = 0, {}
            for st in samples(p):
                tot += 1
                names = set(st) if a[0] == "--top" else set(st[:1])
                for n in names:
                    inc[n] = inc.get(n, 0) + 1
            print("%s: %d samples (%s)" % (p, tot, "inclusive" if a[0] == "--top" else "self"))
            for n, v in sorted(inc.items(), key=lambda x: -x[1])[:15 if a[0] == "--top" else 10]:
                print("   %6.1f%%  %s" % (100.0 * v / tot, n))
        return
    rx = re.compile(a[0])
    for p in a[1:]:
        tot = hit = 0
        for st in samples(p):
            tot += 1
            if any(rx.search(n) for n in st):
                hit += 1
        print("%s: %d/%d = %.1f%%" % (p, hit, tot, 100.0 * hit / tot if tot else 0))


if __name__ == "__main__":
    main()
