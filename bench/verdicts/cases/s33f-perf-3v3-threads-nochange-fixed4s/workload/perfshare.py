#!/usr/bin/env python3
"""Count samples in `perf script` output and the share whose call stack has a
frame (symbol name, offset stripped) matching REGEX.
Usage: perfshare.py [--by-thread] REGEX run.perf.txt[.gz]..."""
import gzip, re, sys
from collections import Counter
args = sys.argv[1:]
by_thread = args and args[0] == "--by-thread"
if by_thread:
    args = args[1:]
pat = re.compile(args[0])
frame_re = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)$")
for f in args[1:]:
    op = gzip.open if f.endswith(".gz") else open
    total = hit = 0
    threads = Counter()
    header, frames = None, []
    def flush():
        global total, hit
        if header is None:
            return
        total += 1
        threads[header.split()[0] + "/" + header.split()[1]] += 1
        if any(pat.search(fr) for fr in frames):
            hit += 1
    with op(f, "rt") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                flush(); header, frames = None, []
                continue
            if not line[0].isspace():
                header, frames = line, []
                continue
            m = frame_re.match(line)
            if m:
                frames.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
    flush()
    extra = ("  threads: " + ", ".join(f"{k}={v}" for k, v in sorted(threads.items()))) if by_thread else ""
    print(f"{f}: samples={total} hit={hit} share={100.0*hit/max(total,1):.1f}%{extra}")
