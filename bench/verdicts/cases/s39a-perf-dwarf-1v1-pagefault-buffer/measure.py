#!/usr/bin/env python3
"""Independent measure for s39a-perf-dwarf-1v1-pagefault-buffer.
Parses plain `perf script` output (one header line per sample, then one frame per line,
blank line between samples). Prints per run: samples, and inclusive share (% of samples
whose stack contains the symbol) of the culprit, the page-fault frames and the other functions."""
import glob, gzip, os, re

FUNCS = ["stage_block", "asm_exc_page_fault", "handle_mm_fault", "__GI_munmap",
         "__memset_avx2_unaligned_erms", "__memcpy_avx_unaligned_erms",
         "checksum_block", "mix_rounds", "generate_input"]
here = os.path.dirname(os.path.abspath(__file__))
frame_re = re.compile(r"^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")

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
            m = frame_re.match(line)
            if m and cur is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                cur.append(sym)
            elif not line[0].isspace():
                cur = []
    if cur is not None:
        yield cur

hdr = "%-14s %7s " % ("run", "samples") + " ".join("%12s" % f[:12] for f in FUNCS)
print(hdr)
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        total = 0
        inc = dict.fromkeys(FUNCS, 0)
        for st in samples(p):
            total += 1
            s = set(st)
            for fn in FUNCS:
                if fn in s:
                    inc[fn] += 1
        print("%-14s %7d " % (side + "/" + os.path.basename(p).split(".")[0], total)
              + " ".join("%11.1f%%" % (100.0 * inc[f] / total) for f in FUNCS))
print("\ncolumns (in order):", ", ".join(FUNCS))
