#!/usr/bin/env python3
"""Independent measurement of perf-script text profiles in this case.

For every before/run-*.perf.txt[.gz] and after/run-*.perf.txt[.gz] prints the
number of samples and, for each tracked function group, the inclusive share:
% of samples whose call stack contains at least one frame whose symbol matches
the group's regex.  Parses plain `perf script` output (header line per sample,
then one "  addr symbol (dso)" line per frame, blank line between samples).
"""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [  # (label, regex on symbol name)
    ("any culprit", r"^(process_chunk|__mmap|__munmap|__x64_sys_mmap|__x64_sys_munmap|asm_exc_page_fault|handle_mm_fault)$"),
    ("process_chunk", r"^process_chunk$"),                          # culprit (changed function)
    ("mmap", r"^(__mmap|__x64_sys_mmap|ksys_mmap_pgoff|vm_mmap_pgoff|do_mmap)$"),
    ("munmap", r"^(__munmap|__x64_sys_munmap|__vm_munmap)$"),
    ("page_fault", r"^(asm_exc_page_fault|exc_page_fault|handle_mm_fault)$"),
    ("clear_page", r"^clear_page"),
    ("kernel(any)", r"^(entry_SYSCALL|asm_exc_|asm_sysvec|do_syscall_64|__x64_sys)"),
    ("mix_work", r"^mix_work$"),
    ("main", r"^main$"),
]

def open_any(p):
    return gzip.open(p, "rt", errors="replace") if p.endswith(".gz") else open(p, errors="replace")

FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\(([^)]*)\)\s*$")

def samples(path):
    stack, in_sample = [], False
    with open_any(path) as f:
        for line in f:
            if not line.strip():
                if in_sample:
                    yield stack
                stack, in_sample = [], False
                continue
            if not line[0].isspace():
                if in_sample:
                    yield stack
                stack, in_sample = [], True
                continue
            m = FRAME.match(line)
            if m:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                stack.append(sym)
    if in_sample:
        yield stack

def measure(path):
    n = 0
    hits = [0] * len(GROUPS)
    comp = [re.compile(r) for _, r in GROUPS]
    for st in samples(path):
        n += 1
        for i, rx in enumerate(comp):
            if any(rx.search(s) for s in st):
                hits[i] += 1
    return n, hits

def main():
    hdr = "%-8s %-22s %8s " % ("side", "file", "samples") + " ".join("%14s" % g for g, _ in GROUPS)
    print(hdr)
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n, hits = measure(p)
            print("%-8s %-22s %8d " % (side, os.path.basename(p), n) +
                  " ".join("%13.1f%%" % (100.0 * h / n if n else 0) for h in hits))
    print("\nGroups:")
    for g, r in GROUPS:
        print("  %-14s %s" % (g, r))

if __name__ == "__main__":
    main()
