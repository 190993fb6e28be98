#!/usr/bin/env python3
"""Read the perf-script text files of this case (plain or .gz) and print, per
run, total samples and the samples whose stack contains the code added by the
change: kernel page-fault handling (first touch of the fresh 8 MB buffer),
munmap (free() returning the buffer) and mmap (malloc() getting it).
Also prints inclusive samples of main (the caller everything is inlined into)
and of samples whose stack has no main frame (orphaned libc stacks)."""
import glob, gzip, os, re, sys

CASE = os.path.dirname(os.path.abspath(__file__))
GROUPS = {
    "pagefault": re.compile(r"^(asm_exc_page_fault|exc_page_fault)$"),
    "munmap": re.compile(r"^(__munmap|__x64_sys_munmap)$"),
    "mmap": re.compile(r"^(__mmap|mmap64|__x64_sys_mmap)$"),
    "malloc/free": re.compile(r"^(malloc|free|cfree|__libc_malloc|__libc_free|_int_free|munmap_chunk|sysmalloc|sysmalloc_mmap.*)$"),
}

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        block = []
        for line in f:
            if line.strip() == "":
                if block:
                    yield block
                block = []
                continue
            block.append(line.rstrip("\n"))
        if block:
            yield block

def frames(block):
    out = []
    for l in block[1:]:
        parts = l.split(None, 1)
        if len(parts) < 2:
            continue
        sym = parts[1].rsplit(" (", 1)[0]
        sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
        out.append(sym)
    return out

def main():
    hdr = f"{'run':16} {'total':>6} " + " ".join(f"{g:>16}" for g in GROUPS) + f" {'any culprit':>16} {'main incl':>16} {'no main':>8}"
    print(hdr)
    for side in ("before", "after"):
        files = sorted(glob.glob(os.path.join(CASE, side, "run-*.perf.txt*")))
        for p in files:
            tot = 0; cnt = {g: 0 for g in GROUPS}; anyc = 0; mainc = 0; nomain = 0
            for b in samples(p):
                fr = set(frames(b))
                tot += 1
                hit = False
                for g, rx in GROUPS.items():
                    if any(rx.match(x) for x in fr):
                        cnt[g] += 1; hit = True
                anyc += hit
                if "main" in fr: mainc += 1
                else: nomain += 1
            cell = lambda n: f"{n:>6} ({100*n/tot:5.1f}%)"
            name = f"{side}/{os.path.basename(p).split('.')[0]}"
            print(f"{name:16} {tot:>6} " + " ".join(f"{cell(cnt[g]):>16}" for g in GROUPS)
                  + f" {cell(anyc):>16} {cell(mainc):>16} {nomain:>8}")

if __name__ == "__main__":
    main()
