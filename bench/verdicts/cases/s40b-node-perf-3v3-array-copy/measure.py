#!/usr/bin/env python3
"""Independent reader for the `perf script` text files (node --perf-basic-prof) of this case.

Each sample: header line, frame lines `addr symbol+0xoff (dso)`, blank line.  JIT frames are named
by the perf map, e.g. `JS:*rowStats file:///.../report.js:23:18`.  Prints per run: samples (all
threads of the node process), main-thread samples (perf script prints only TIDs; the main
thread is the TID of the first sample), and inclusive shares (% of all samples whose
stack contains a matching frame).
"""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
WATCH = [
    ("rowStats", r"\browStats\b"),
    ("Builtins_CloneFastJSArray", r"\bBuiltins_CloneFastJSArray\b"),
    ("memmove (any)", r"\b__memmove_avx_unaligned_erms\b"),
    ("memmove directly under rowStats", None),
    ("ArrayPrototypeSlice", r"ArrayPrototypeSlice"),
    ("runReport", r"\brunReport\b"),
    ("bucketize", r"\bbucketize\b"),
    ("renderLine", r"\brenderLine\b"),
    ("makeRows", r"\bmakeRows\b"),
    ("GC (Scavenge/Heap)", r"Scaveng|v8::internal::Heap::"),
]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)(\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")
HEAD = re.compile(r"^(\S.*?)\s+(\d+)(?:/(\d+))?\s+")


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
            if not line[0].isspace():
                m = HEAD.match(line)
                cur = (m.group(2) if m else "?", m.group(3) if m else None, [])
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                cur[2].append(m.group(1))
    if cur is not None:
        yield cur


def main():
    pats = [(k, re.compile(p)) for k, p in WATCH if p]
    rs = re.compile(r"\browStats\b")
    mm = re.compile(r"\b__memmove_avx_unaligned_erms\b")
    print("side | run | samples | main-thread | " + " | ".join(k for k, _ in WATCH))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n = mainthr = 0
            hits = {k: 0 for k, _ in WATCH}
            first = None
            for pid, tid, frames in samples(path):
                n += 1
                # perf script prints only the TID; the main thread is the one that takes the first sample
                if first is None:
                    first = pid
                if pid == first:
                    mainthr += 1
                if frames and mm.search(frames[0]) and len(frames) > 1 and rs.search(frames[1]):
                    hits["memmove directly under rowStats"] += 1
                names = set(frames)
                for k, p in pats:
                    if any(p.search(x) for x in names):
                        hits[k] += 1
            print(" | ".join([side, os.path.basename(path).split(".")[0], str(n), str(mainthr)] +
                             ["%.1f%%" % (100.0 * hits[k] / n) for k, _ in WATCH]))


if __name__ == "__main__":
    main()
