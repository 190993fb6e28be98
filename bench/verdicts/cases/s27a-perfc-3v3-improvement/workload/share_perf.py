#!/usr/bin/env python3
"""Share of samples whose stack contains a frame matching each regex.

Reads `perf script` text output (optionally .gz): a sample header line, then one
line per frame `<tab>addr symbol+0xoff (dso)`, then a blank line.
Usage: share_perf.py REGEX[,REGEX...] FILE...  (re.match against the symbol, offset removed)
"""
import gzip
import re
import sys

FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if line[0] not in " \t":
                if cur is not None:
                    yield cur
                cur = []
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                cur.append(sym)
    if cur is not None:
        yield cur


def main():
    pats = [(p, re.compile(p)) for p in sys.argv[1].split(",")]
    print("| file | samples | " + " | ".join("`%s`" % p for p, _ in pats) + " |")
    print("|---|---:|" + "---:|" * len(pats))
    for path in sys.argv[2:]:
        total = 0
        hits = [0] * len(pats)
        for frames in samples(path):
            total += 1
            for i, (_, rx) in enumerate(pats):
                if any(rx.match(fr) for fr in frames):
                    hits[i] += 1
        cells = ["%d (%.1f%%)" % (h, 100.0 * h / total) for h in hits]
        print("| %s | %d | %s |" % (path, total, " | ".join(cells)))


if __name__ == "__main__":
    main()
