#!/usr/bin/env python3
"""Per run: share of perf-script samples whose stack has a culprit frame (reads .perf.txt or .perf.txt.gz),
with a breakdown: bare memmove stacks (realloc copy seen without caller, FP-less glibc), mremap, page faults,
and samples with outbuf_append in the stack."""
import glob, gzip, json, os, re

here = os.path.dirname(os.path.abspath(__file__))
rx = [re.compile(r) for r in json.load(open(os.path.join(here, "expected.json")))["culprit"]]
FRAME = re.compile(r"^\s*[0-9a-f]+ (.+?)(?:\+0x[0-9a-f]+)? \((.*)\)\s*$")
CATS = {
    "append": lambda fr: any(re.search(r"\boutbuf_append\b", x) for x in fr),
    "realloc-copy": lambda fr: any(x.startswith("__memmove_avx_unaligned_erms") for x in fr)
                    and not any(x.startswith(("__vfprintf_internal", "outbuf_append", "main")) for x in fr),
    "mremap": lambda fr: any("mremap" in x for x in fr),
    "pagefault": lambda fr: any(x in ("asm_exc_page_fault", "exc_page_fault") for x in fr),
}

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    frames = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if frames is not None:
                    yield frames
                frames = None
            elif not line[0].isspace():
                frames = []
            elif frames is not None:
                m = FRAME.match(line)
                if m:
                    frames.append(m.group(1))
    if frames is not None:
        yield frames

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        total = hit = 0
        cat = {k: 0 for k in CATS}
        for fr in samples(path):
            total += 1
            if any(r.search(x) for x in fr for r in rx):
                hit += 1
            for k, f in CATS.items():
                if f(fr):
                    cat[k] += 1
        det = " ".join("%s=%.1f%%" % (k, 100.0 * v / total) for k, v in cat.items())
        print("%-6s %-20s samples=%5d culprit=%5.1f%%  (%s)" % (side, os.path.basename(path), total, 100.0 * hit / total, det))
