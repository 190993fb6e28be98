#!/usr/bin/env python3
"""Per-function sample shares from `perf script` text (plain or .gz).

usage: perf_share.py [--top N] [--comm] REGEX file.perf.txt[.gz] ...
For each file: total samples, and the share of samples whose call stack has a frame whose
symbol (as perf script prints it, offset stripped) matches REGEX (inclusive share; counted
once per sample). --top N also lists the N symbols with the largest inclusive share (with
their self share). --comm also prints the share of samples per command name (comm).
"""
import gzip, re, sys
from collections import Counter

FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        head = None; frames = []
        for line in f:
            if not line.strip():
                if head is not None:
                    yield head, frames
                head = None; frames = []
                continue
            if head is None and not line[0].isspace():
                head = line; frames = []
                continue
            m = FRAME.match(line)
            if m:
                sym = m.group(1)
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                frames.append(sym)
        if head is not None:
            yield head, frames

def main():
    args = sys.argv[1:]
    top = 0; comm = False
    while args and args[0].startswith("--"):
        if args[0] == "--top":
            top = int(args[1]); args = args[2:]
        elif args[0] == "--comm":
            comm = True; args = args[1:]
    rx = re.compile(args[0])
    for path in args[1:]:
        n = hit = 0; incl = Counter(); selfc = Counter(); comms = Counter()
        for head, frames in samples(path):
            n += 1
            comms[head.split()[0]] += 1
            if any(rx.search(s) for s in frames):
                hit += 1
            for s in set(frames):
                incl[s] += 1
            if frames:
                selfc[frames[0]] += 1
        print(f"{path}: samples={n} match={hit} share={100.0*hit/max(n,1):.1f}%")
        if comm:
            print("    comm: " + ", ".join(f"{c} {100.0*k/n:.1f}%" for c, k in comms.most_common()))
        for s, c in incl.most_common(top):
            print(f"    incl {100.0*c/n:5.1f}%  self {100.0*selfc[s]/n:5.1f}%  {s}")

main()
