#!/usr/bin/env python3
"""Inclusive sample share of selected frames in each perf-script text file of this case
(a sample counts once for a frame if any frame of its stack matches)."""
import glob, gzip, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
PATTERNS = {
    "_sre (regex match)": r"^(sre_ucs1_\w+|sre_match|_sre_SRE_Pattern_\w+|pattern_match)$",
    "list_sort (sorted)": r"^(list_sort_impl|list_sort|builtin_sorted)$",
    "json encoder": r"^(encoder_\w+|py_encode_basestring\w*)$",
    "_Py_dg_dtoa (float round/repr)": r"^_Py_dg_dtoa$",
    "PyLong_FromString (int())": r"^PyLong_FromString$",
    "set_add_entry": r"^set_add_entry$",
    "[kernel]": r"^KERNEL$",
}
def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        cur = None
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif not line[0].isspace():
                cur = []
            elif cur is not None:
                parts = line.split(None, 1)
                rest = parts[1] if len(parts) > 1 else ""
                m = re.match(r"(.*?)(\+0x[0-9a-f]+)? \((.*)\)\s*$", rest)
                sym, dso = (m.group(1), m.group(3)) if m else (rest.strip(), "")
                cur.append("KERNEL" if "kernel" in dso else sym)
        if cur is not None: yield cur
rx = {k: re.compile(v) for k, v in PATTERNS.items()}
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        total = 0; counts = dict.fromkeys(PATTERNS, 0)
        for st in samples(path):
            total += 1
            for k, r in rx.items():
                if any(r.search(s) for s in st): counts[k] += 1
        print("%s/%s: samples=%d; %s" % (side, os.path.basename(path), total,
              "; ".join("%s %.1f%% (%d)" % (k, 100.0 * c / max(total, 1), c) for k, c in counts.items())))
