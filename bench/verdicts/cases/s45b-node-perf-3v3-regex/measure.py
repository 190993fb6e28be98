#!/usr/bin/env python3
"""Per-run samples and inclusive shares from `perf script` text (plain or .gz).
A sample counts for a set if any frame's symbol on its stack matches."""
import glob, gzip, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SETS = {k: re.compile(v) for k, v in {
    "validateEmail": r"\bvalidateEmail\b", "RegExp:any": r"^RegExp:",
    "RegExp:EMAIL_RE(after)": r"^RegExp:\^\(\?=", "RegExp:EMAIL_RE(before)": r"^RegExp:\^\[\^\\s@\]",
    "importBatch": r"\bimportBatch\b", "makeRows": r"\bmakeRows\b", "fingerprint": r"\bfingerprint\b",
    "normalizeRecord": r"\bnormalizeRecord\b", "parseRow": r"\bparseRow\b"}.items()}
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif line[0] not in " \t":
                cur = []
            elif cur is not None:
                m = FRAME.match(line)
                if m: cur.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
    if cur is not None: yield cur

for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        n = 0; hit = {k: 0 for k in SETS}
        for st in samples(f):
            n += 1
            for k, rx in SETS.items():
                if any(rx.search(fr) for fr in st): hit[k] += 1
        print("%-6s %s samples=%d %s" % (side, os.path.basename(f), n,
              " ".join("%s=%.1f%%" % (k, 100.0 * hit[k] / n) for k in SETS)))
