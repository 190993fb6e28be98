#!/usr/bin/env python3
"""Independent measurement: parse `perf script` output and print, per run, the
sample count and inclusive share (% of samples whose stack contains a frame
matching the pattern) of the culprit and other main functions."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATTERNS = [
    ("handle_request", r"\bhandle_request\b"),
    ("kernel page fault (asm_exc_page_fault)", r"\basm_exc_page_fault\b"),
    ("handle_mm_fault", r"\bhandle_mm_fault\b"),
    ("mmap syscall (vm_mmap_pgoff)", r"\bvm_mmap_pgoff\b"),
    ("do_anonymous_page", r"\bdo_anonymous_page\b"),
    ("munmap syscall (__x64_sys_munmap)", r"\b__x64_sys_munmap\b"),
    ("any [kernel.kallsyms] frame", r"\[kernel\.kallsyms\]"),
    ("map_scratch", r"\bmap_scratch\b"),
    ("unmap_scratch", r"\bunmap_scratch\b"),
    ("parse_request", r"\bparse_request\b"),
    ("compute_response", r"\bcompute_response\b"),
    ("write_access_log", r"\bwrite_access_log\b"),
    ("main", r"\bmain\b"),
    ("ANY culprit regex (expected.json)", r"\bhandle_request\b|\basm_exc_page_fault\b|\bexc_page_fault\b|\bhandle_mm_fault\b|\bdo_anonymous_page\b|\b__x64_sys_munmap\b|\b__vm_munmap\b|\bvm_mmap_pgoff\b|\bdo_mmap\b"),
    ("kernel culprit frames only", r"\basm_exc_page_fault\b|\bexc_page_fault\b|\bhandle_mm_fault\b|\bdo_anonymous_page\b|\b__x64_sys_munmap\b|\b__vm_munmap\b|\bvm_mmap_pgoff\b|\bdo_mmap\b"),
]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif not line[0].isspace():
                stack = []
            elif stack is not None:
                # "\taddr sym+off (dso)"
                parts = line.strip().split(None, 1)
                stack.append(parts[1] if len(parts) > 1 else parts[0])
        if stack is not None: yield stack

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            st = list(samples(p))
            n = len(st)
            print(f"{side}/{os.path.basename(p)}: {n} samples")
            for name, rx in PATTERNS:
                r = re.compile(rx)
                k = sum(1 for s in st if any(r.search(fr) for fr in s))
                selfk = sum(1 for s in st if s and r.search(s[0]))
                print(f"   {name:42s} incl {k:6d} {100.0*k/max(n,1):6.2f}%   self {selfk:6d} {100.0*selfk/max(n,1):6.2f}%")
main()
