#!/usr/bin/env python3
"""Independent measurement: parse plain `perf script` output (optionally .gz) in before/ and after/,
print per run the sample count and the inclusive share (% of samples whose stack contains a frame
matching the pattern) of the culprit and of the other main functions."""
import gzip, re, sys, glob, os

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("process_batch (culprit)", r"^process_batch$"),
    ("page fault path (culprit)", r"^(asm_exc_page_fault|exc_page_fault|handle_mm_fault)$"),
    ("mmap/munmap syscalls (culprit)", r"^(__x64_sys_mmap|__x64_sys_munmap|__x64_sys_mmap_pgoff|ksys_mmap_pgoff|__vm_munmap|vm_mmap_pgoff)$"),
    ("mmap()/munmap() libc", r"^(mmap|mmap64|__mmap|munmap|__munmap)$"),
    ("any kernel frame", None),
    ("score_batch", r"^score_batch$"),
    ("mix", r"^mix$"),
    ("main", r"^main$"),
]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack, in_s = [], False
        for line in f:
            if not line.strip():
                if in_s: yield stack
                stack, in_s = [], False
            elif not line[0].isspace():
                in_s = True; stack = []
            else:
                parts = line.strip().split(None, 1)
                if len(parts) < 2: continue
                sym_dso = parts[1]
                m = re.match(r"(.*?)(\+0x[0-9a-f]+)? \((.*)\)$", sym_dso)
                sym, dso = (m.group(1), m.group(3)) if m else (sym_dso, "")
                stack.append((sym, dso))
        if in_s: yield stack

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n = 0; hits = [0] * len(GROUPS)
            for st in samples(path):
                n += 1
                for gi, (_, pat) in enumerate(GROUPS):
                    if pat is None:
                        ok = any(d == "[kernel.kallsyms]" for _, d in st)
                    else:
                        ok = any(re.search(pat, s) for s, _ in st)
                    if ok: hits[gi] += 1
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for (name, _), h in zip(GROUPS, hits):
                print(f"    {name:34s} {h:6d}  {100.0*h/max(n,1):6.1f}%")
if __name__ == "__main__":
    main()
