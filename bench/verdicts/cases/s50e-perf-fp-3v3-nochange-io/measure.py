#!/usr/bin/env python3
"""Inclusive share of selected frames per run (perf script text, gz or plain)."""
import gzip, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
WATCH = ["xlate_block", "mix_block", "crc_block", "count_lines", "run_file",
         "vfs_read", "vfs_write", "entry_SYSCALL_64_after_hwframe", "asm_exc_page_fault"]
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
            elif stack is not None:
                parts = line.split(None, 1)
                sym = parts[1].rsplit(" (", 1)[0] if len(parts) > 1 else "?"
                stack.append(re.sub(r"\+0x[0-9a-f]+$", "", sym))
        if stack is not None: yield stack
pats = [(w, re.compile(r"^(%s)$" % w)) for w in WATCH]
for side in ("before", "after"):
    d = os.path.join(HERE, side)
    for fn in sorted(os.listdir(d)):
        tot = 0; cnt = {w: 0 for w in WATCH}
        for st in samples(os.path.join(d, fn)):
            tot += 1
            for w, p in pats:
                if any(p.match(s) for s in st): cnt[w] += 1
        print(f"{side}/{fn}: samples={tot} " + " ".join(f"{w.split('|')[0]}={100*c/tot:.1f}%" for w, c in cnt.items()))
