#!/usr/bin/env python3
"""Independent check of the perf-script captures (gzipped `perf script` text).
Prints, per run, the inclusive share (fraction of samples whose call chain contains
the function) for the culprit, the syscall entry path and the main user functions."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("revalidate_manifest", re.compile(r"^revalidate_manifest$")),
    ("entry_SYSCALL_64*", re.compile(r"^entry_SYSCALL_64")),
    ("stat/open/close wrappers", re.compile(r"^(__GI___fstatat64|__fstatat64|__GI___libc_open|__libc_open64|__open64|__close|__GI___close)")),
    ("kernel (any)", None),
    ("main", re.compile(r"^main$")),
    ("fill_batch", re.compile(r"^fill_batch$")),
    ("hash_batch", re.compile(r"^hash_batch$")),
    ("sort_batch", re.compile(r"^sort_batch$")),
    ("msort_with_tmp", re.compile(r"^msort_with_tmp")),
    ("rle_keys", re.compile(r"^rle_keys$")),
]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")

def samples(path):
    cur = None
    with gzip.open(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                sym, dso = m.group(1), m.group(2)
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                cur.append((sym, dso))
    if cur is not None:
        yield cur

def measure(path):
    total = 0
    hits = {g: 0 for g, _ in GROUPS}
    for st in samples(path):
        total += 1
        for g, rx in GROUPS:
            if rx is None:
                if any(d == "[kernel.kallsyms]" for _, d in st):
                    hits[g] += 1
            elif any(rx.search(s) for s, _ in st):
                hits[g] += 1
    return total, hits

if __name__ == "__main__":
    paths = sys.argv[1:] or [p for side in ("before", "after")
                             for p in sorted(glob.glob(os.path.join(HERE, side, "*.perf.txt.gz")))]
    for p in paths:
        total, hits = measure(p)
        side = os.path.basename(os.path.dirname(p))
        print("%-6s %-18s samples=%5d  " % (side, os.path.basename(p), total) +
              "  ".join("%s=%.1f%%" % (g, 100.0 * hits[g] / max(total, 1)) for g, _ in GROUPS))
