#!/usr/bin/env python3
"""Independent measure: parses plain `perf script` output (gz ok); prints per run the sample count
and inclusive shares (% of samples whose stack contains the frame) of the main frames."""
import gzip, glob, os, re

D = os.path.dirname(os.path.abspath(__file__))
FRAMES = ["stage_batch", "__memmove_avx_unaligned_erms", "asm_exc_page_fault", "handle_mm_fault",
          "clear_page_erms", "generate_batch", "checksum_batch", "__x64_sys_munmap", "main"]
# combined: samples in page-fault path AND under memcpy
frame_re = re.compile(r"^\s+[0-9a-f]+\s+(\S+?)(?:\+0x[0-9a-f]+)?\s+\(")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            m = frame_re.match(line)
            if m and cur is not None:
                cur.append(m.group(1))
    if cur is not None:
        yield cur

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        total = 0
        inc = {f: 0 for f in FRAMES}
        pf_under_memcpy = 0
        kernel = 0
        for st in samples(path):
            total += 1
            s = set(st)
            for f in FRAMES:
                if f in s:
                    inc[f] += 1
            if "asm_exc_page_fault" in s and "__memmove_avx_unaligned_erms" in s:
                pf_under_memcpy += 1
        print(f"{side}/{os.path.basename(path)}: samples={total}")
        for f in FRAMES:
            print(f"    {f:32s} {inc[f]:6d}  {100*inc[f]/total:5.1f}%")
        print(f"    {'page fault under memcpy':32s} {pf_under_memcpy:6d}  {100*pf_under_memcpy/total:5.1f}%")
