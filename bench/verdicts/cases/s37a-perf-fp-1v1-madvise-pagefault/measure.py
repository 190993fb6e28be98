#!/usr/bin/env python3
"""Independent check: parses the gzipped `perf script` text and prints, per run,
the sample count and inclusive shares of: the copy function (copy_block), the
page-fault entry (asm_exc_page_fault) and the fault path *under* copy_block,
the madvise syscall, and the other stages."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(\S+?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")


def samples(path):
    stack = None
    with gzip.open(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if not line.startswith((" ", "\t")):
                stack = []  # header line
                continue
            m = FRAME.match(line)
            if m and stack is not None:
                stack.append(m.group(1))  # leaf first
    if stack is not None:
        yield stack


for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt.gz"))):
        n = 0
        c = dict.fromkeys(["copy_block", "asm_exc_page_fault", "fault_under_copy", "__madvise",
                           "render_frame", "filter_block", "checksum_block", "kernel_any"], 0)
        for st in samples(path):
            n += 1
            names = set(st)
            for k in ("copy_block", "asm_exc_page_fault", "__madvise", "render_frame",
                      "filter_block", "checksum_block"):
                if k in names:
                    c[k] += 1
            if "copy_block" in names and "asm_exc_page_fault" in names:
                c["fault_under_copy"] += 1
            if any(fr.startswith(("asm_", "entry_SYSCALL")) for fr in st):
                c["kernel_any"] += 1
        print("%-6s %-20s samples=%-6d %s" % (side, os.path.basename(path), n,
              "  ".join("%s=%.1f%%" % (k, 100.0 * v / n) for k, v in c.items())))
