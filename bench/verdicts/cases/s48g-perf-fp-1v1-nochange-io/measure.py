#!/usr/bin/env python3
"""Inclusive shares of main frames per run from perf script text (control case)."""
import gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = {"spill": r"^spill$", "reload": r"^reload$", "parse_line": r"^parse_line$",
          "gen_txn|make_memo": r"^(gen_txn|make_memo)$", "printf family": r"printf",
          "strto*": r"^(__)?strto", "ksys_write": r"^ksys_write$", "ksys_read": r"^ksys_read$",
          "any kernel": None, "qsort": r"qsort|msort"}
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None; continue
            if not line.startswith(("\t", " ")):
                stack = []; continue
            m = re.match(r"\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$", line)
            if m and stack is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)); stack.append((sym, m.group(2)))
        if stack is not None: yield stack
for side in ("before", "after"):
    d = os.path.join(HERE, side)
    for fn in sorted(os.listdir(d)):
        st = list(samples(os.path.join(d, fn)))
        n = len(st); out = []
        for g, p in GROUPS.items():
            if p is None: c = sum(1 for s in st if any("kernel.kallsyms" in dso for _, dso in s))
            else:
                rx = re.compile(p); c = sum(1 for s in st if any(rx.search(sym) for sym, _ in s))
            out.append(f"{g} {100*c/n:.1f}%")
        print(f"{side}/{fn}: samples {n}; " + ", ".join(out))
