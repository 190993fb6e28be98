#!/usr/bin/env python3
"""Independent measurement of the `perf script` profiles of this case.

A sample = header line + indented frame lines ('addr symbol+0xoff (dso)'),
separated by blank lines. Prints, per run, the samples and the inclusive share
(% of samples whose stack contains the function) of the culprit frames and the
other main functions. '.constprop.0' style suffixes are kept as perf prints them
but matched by the base name.
"""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    # culprit side
    "alloc_scratch", "asm_exc_page_fault", "exc_page_fault", "handle_mm_fault",
    "do_anonymous_page", "__munmap", "__x64_sys_munmap", "__vm_munmap",
    "__mmap", "vm_mmap_pgoff", "sysmalloc_mmap",
    # unchanged callers / other work
    "process_item", "checksum_scratch", "mix_state", "main",
]
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
            if not line[0].isspace():
                cur = set()
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                sym = re.sub(r"\.(constprop|isra|part|cold)\.\d+$", "", sym)
                cur.add(sym)
    if cur is not None:
        yield cur


def rows():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            total = 0
            inc = dict.fromkeys(FUNCS + ["fault-under-alloc_scratch", "no-main(truncated)"], 0)
            for s in samples(path):
                total += 1
                if "alloc_scratch" in s and "asm_exc_page_fault" in s:
                    inc["fault-under-alloc_scratch"] += 1
                if "main" not in s:
                    inc["no-main(truncated)"] += 1
                for fn in FUNCS:
                    if fn in s:
                        inc[fn] += 1
            yield side, os.path.basename(path), total, inc


if __name__ == "__main__":
    for side, name, total, inc in rows():
        print("%-6s %-20s samples=%6d" % (side, name, total))
        print("       " + "  ".join("%s %.1f%%" % (fn, 100.0 * inc[fn] / total) for fn in inc))
