#!/usr/bin/env python3
"""Inclusive share of culprit frames per run from perf script text (.perf.txt[.gz])."""
import gzip, glob, os, re, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
pats = {
    "union(expected.json)": json.load(open(os.path.join(HERE, "expected.json")))["culprit"] if os.path.exists(os.path.join(HERE, "expected.json")) else [],
    "read_input": [r"\bread_input\b"],
    "xread": [r"\bxread\b"],
    "libc read": [r"^(read|__libc_read)$"],
    "ksys_read": [r"\bksys_read\b"],
    "vfs_read": [r"\bvfs_read\b"],
    "filemap_read": [r"\bfilemap_read\b"],
    "process_lines": [r"\bprocess_lines\b"],
    "kernel any": [r"^KERNEL$"],
}
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif not line[0].isspace():
                stack = []
            else:
                parts = line.strip().split(None, 1)
                rest = parts[1] if len(parts) > 1 else ""
                m = re.match(r"(.*) \((.*)\)$", rest)
                sym, dso = (m.group(1), m.group(2)) if m else (rest, "")
                if "kallsyms" in dso: stack.append("KERNEL")
                stack.append(sym.split("+0x")[0])
    if stack is not None: yield stack
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        st = list(samples(p))
        out = []
        for name, rx in pats.items():
            if not rx: continue
            c = [re.compile(r) for r in rx]
            n = sum(1 for s in st if any(r.search(fr) for fr in s for r in c))
            out.append("%s=%.1f%%" % (name, 100.0 * n / len(st)))
        print(side, os.path.basename(p), "samples=%d" % len(st), " ".join(out))
