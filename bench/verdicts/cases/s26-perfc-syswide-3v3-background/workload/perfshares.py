#!/usr/bin/env python3
"""Per-run sample shares from `perf script` text (own parser).
usage: perfshares.py FUNC COMM file.perf.txt[.gz]...
Prints: total samples, samples of COMM, samples whose stack contains FUNC,
FUNC share of all samples and of COMM's samples, and the top commands."""
import gzip, re, sys
from collections import Counter

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        head, frames = None, []
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if head is not None:
                    yield head, frames
                head, frames = None, []
            elif head is None:
                head = line
            else:
                parts = line.split(None, 1)
                sym = parts[1] if len(parts) > 1 else ""
                sym = re.sub(r"\s+\(.*\)$", "", sym)
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                frames.append(sym)
        if head is not None:
            yield head, frames

def comm_of(head):
    m = re.match(r"\s*(.+?)\s+\d+(?:/\d+)?\s+\[\d+\]", head)
    return m.group(1) if m else head.split()[0]

def analyse(path, func, comm):
    tot = mine = hit = 0; comms = Counter()
    for head, frames in samples(path):
        tot += 1
        c = comm_of(head); comms[c] += 1
        if c == comm:
            mine += 1
        if func in frames:
            hit += 1
    return tot, mine, hit, comms

if __name__ == "__main__":
    func, comm = sys.argv[1], sys.argv[2]
    for p in sys.argv[3:]:
        tot, mine, hit, comms = analyse(p, func, comm)
        print("%s: samples %d, %s %d, %s %d = %.1f%% of all, %.1f%% of %s  | top comms: %s" % (
            p, tot, comm, mine, func, hit, 100 * hit / tot, 100 * hit / max(mine, 1), comm,
            ", ".join("%s %.0f%%" % (c, 100 * n / tot) for c, n in comms.most_common(5))))
