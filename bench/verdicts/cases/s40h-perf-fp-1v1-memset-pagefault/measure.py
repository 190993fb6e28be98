#!/usr/bin/env python3
"""Independent measure for this case: reads before/run-*.perf.txt[.gz] and after/...
(plain `perf script` output), prints per run the sample count and the inclusive share
(% of samples whose stack contains a frame matching the pattern) for the culprit and
the other main functions."""
import gzip, glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATTERNS = [
    ("CULPRIT page-fault path (asm_exc_page_fault)", r"\basm_exc_page_fault\b"),
    ("CULPRIT handle_mm_fault", r"\bhandle_mm_fault\b"),
    ("CULPRIT prepare_frame", r"\bprepare_frame\b"),
    ("  prepare_frame AND page fault", None),
    ("memset (libc)", r"memset"),
    ("munmap path (__x64_sys_munmap)", r"\b__x64_sys_munmap\b"),
    ("any kernel frame", r"\[kernel\.kallsyms\]"),
    ("checksum_frame", r"\bchecksum_frame\b"),
    ("shade_tiles", r"\bshade_tiles\b"),
]

def read_samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        text = f.read()
    samples = []
    for block in text.split("\n\n"):
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            parts = l.strip().split(None, 1)
            if len(parts) == 2:
                frames.append(parts[1])  # "sym+0xoff (dso)"
        samples.append(frames)
    return samples

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            samples = read_samples(path)
            n = len(samples)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for label, pat in PATTERNS:
                if pat is None:
                    hit = sum(1 for s in samples
                              if any(re.search(r"\bprepare_frame\b", f) for f in s)
                              and any(re.search(r"\basm_exc_page_fault\b", f) for f in s))
                else:
                    rx = re.compile(pat)
                    hit = sum(1 for s in samples if any(rx.search(f) for f in s))
                print(f"  {label:48s} {hit:6d}  {100.0 * hit / n:6.1f}%")
            # top self (leaf) symbols
            from collections import Counter
            c = Counter(re.sub(r"\+0x[0-9a-f]+", "", s[0].split(" (")[0]) if s else "?" for s in samples)
            print("  top self:", ", ".join(f"{k} {100.0*v/n:.1f}%" for k, v in c.most_common(6)))

if __name__ == "__main__":
    main()
