#!/usr/bin/env python3
"""Independent check of the captured `perf script` text (gzipped).

perf script prints one block per sample: a header line (comm pid time:
count event:) followed by one indented line per frame, leaf first,
`addr symbol+0xoff (dso)`, then a blank line. Only samples of the `app`
command are counted. A function's inclusive share is the fraction of
samples whose stack contains it; for block_checksum the caller seen
directly above it is tallied too."""
import glob
import gzip
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["block_checksum", "decode_records", "emit_records", "transform_records", "main"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)$")


def samples(path):
    with gzip.open(path, "rt", errors="replace") as f:
        hdr, frames = None, []
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if hdr is not None:
                    yield hdr, frames
                hdr, frames = None, []
            elif hdr is None:
                hdr = line
            else:
                m = FRAME.match(line)
                if m:
                    frames.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
        if hdr is not None:
            yield hdr, frames


def main():
    print("%-6s %-6s %7s  " % ("side", "run", "samples") + " ".join("%18s" % f for f in FUNCS) + "   callers of block_checksum")
    dirs = sys.argv[1:] or [os.path.join(HERE, s) for s in ("before", "after")]
    for d in dirs:
        for p in sorted(glob.glob(os.path.join(d, "run-*.perf.txt.gz"))):
            total = 0
            inc = Counter()
            callers = Counter()
            for hdr, frames in samples(p):
                if not hdr.lstrip().startswith("app "):
                    continue
                total += 1
                for fn in set(frames):
                    inc[fn] += 1
                if "block_checksum" in frames:
                    i = frames.index("block_checksum")
                    callers[frames[i + 1] if i + 1 < len(frames) else "-"] += 1
            row = ["%17.1f%%" % (100.0 * inc[f] / total) for f in FUNCS]
            cs = ", ".join("%s %d" % kv for kv in callers.most_common(3))
            print("%-6s %-6s %7d  " % (os.path.basename(d), os.path.basename(p).split(".")[0], total) + " ".join(row) + "   " + cs)


if __name__ == "__main__":
    main()
