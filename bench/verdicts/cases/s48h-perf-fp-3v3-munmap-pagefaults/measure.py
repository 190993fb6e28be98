#!/usr/bin/env python3
"""Per-run sample counts and inclusive shares (fraction of samples whose stack has a matching frame)."""
import gzip, json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
exp = json.load(open(os.path.join(HERE, "expected.json")))
GROUPS = {
    "culprit union": exp["culprit"],
    "decode_batch": [r"\bdecode_batch\b"],
    "page-fault frames": [r"\basm_exc_page_fault\b", r"\bexc_page_fault\b", r"\bhandle_mm_fault\b"],
    "munmap": [r"munmap"],
    "mmap (not munmap)": [r"^(__mmap|mmap64|__x64_sys_mmap|ksys_mmap_pgoff)$"],
    "clear_page_erms": [r"\bclear_page_erms\b"],
    "bucket_events": [r"\bbucket_events\b"],
    "summarize_window": [r"\bsummarize_window\b"],
}
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack = []
    with op(path, "rt", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if stack: yield stack
                stack = []
            elif line[0] in " \t":
                parts = line.split(None, 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r"\s+\(.*\)$", "", sym)
                stack.append(re.sub(r"\+0x[0-9a-f]+$", "", sym))
            else:
                if stack: yield stack
                stack = []
        if stack: yield stack
for side in ("before", "after"):
    for fn in sorted(os.listdir(os.path.join(HERE, side))):
        st = list(samples(os.path.join(HERE, side, fn)))
        out = [f"{side}/{fn}: samples={len(st)}"]
        for g, pats in GROUPS.items():
            rx = [re.compile(p) for p in pats]
            k = sum(1 for s in st if any(r.search(fr) for fr in s for r in rx))
            out.append(f"{g}={100*k/len(st):.1f}%")
        print("  ".join(out))
