#!/usr/bin/env python3
"""Independent measurement: parse plain `perf script` output (gzipped), count samples and the
inclusive share (% of samples whose stack contains a matching frame) of the culprit and other
main functions. Frame name = symbol text between the address and the '+0x' offset / '(' dso."""
import gzip, glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    frames = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if frames is not None:
                    yield frames
                frames = None
                continue
            if not line[0].isspace():
                frames = []          # sample header line
                continue
            if frames is not None:
                parts = line.strip().split(None, 1)
                if len(parts) == 2:
                    frames.append(re.sub(r"\+0x[0-9a-f]+ \(", " (", parts[1]))
    if frames is not None:
        yield frames

GROUPS = [
    ("CULPRIT emit_record (incl. write syscall tower under it)", re.compile(r"\bemit_record\b")),
    ("  write syscall tower under emit_record", None),
    ("write syscall anywhere (ksys_write)", re.compile(r"\bksys_write\b")),
    ("  syscall entry/exit anywhere (entry_SYSCALL_64|do_syscall_64)", re.compile(r"\bentry_SYSCALL_64\w*|\bdo_syscall_64\b")),
    ("  libc write wrapper (__GI___libc_write)", re.compile(r"\b__GI___libc_write\b")),
    ("flush_buffer (before-side buffered flush)", re.compile(r"\bflush_buffer\b")),
    ("compute_value (leaf, unchanged)", re.compile(r"\bcompute_value\b")),
    ("format_record (leaf, unchanged)", re.compile(r"\bformat_record\b")),
    ("main", re.compile(r"^main \(")),
    ("kernel frames anywhere ([kernel.kallsyms])", re.compile(r"\[kernel\.kallsyms\]")),
]

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        n = 0
        hits = [0] * len(GROUPS)
        for fr in samples(path):
            n += 1
            for i, (_, rx) in enumerate(GROUPS):
                ok = (any("emit_record" in x for x in fr) and any("ksys_write" in x for x in fr)) if rx is None \
                    else any(rx.search(x) for x in fr)
                if ok:
                    hits[i] += 1
        print(f"{side}/{os.path.basename(path)}: {n} samples")
        for (name, _), h in zip(GROUPS, hits):
            print(f"    {100.0*h/n:6.1f}%  ({h:5d})  {name}")
