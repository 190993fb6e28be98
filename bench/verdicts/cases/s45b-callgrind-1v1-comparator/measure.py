#!/usr/bin/env python3
"""Inclusive Ir share per function from callgrind_annotate --inclusive=yes."""
import glob, os, re, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
WANT = ["compare_members", "__ctype_tolower_loc", "__strcasecmp_avx2", "__strcmp_avx2", "qsort", "sprintf", "make_name", "parse_members", "group_and_digest"]
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "callgrind.out.*"))):
        out = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", f],
                             capture_output=True, text=True).stdout
        tot = None; vals = {}
        for line in out.splitlines():
            m = re.match(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$", line)
            if not m: continue
            v = int(m.group(1).replace(",", "")); name = m.group(2)
            if "PROGRAM TOTALS" in name: tot = v; continue
            fn = re.sub(r"\s*\[.*\]$", "", name).split(":")[-1]
            if fn in WANT and fn not in vals: vals[fn] = v
        print("%-6s %s Ir=%d %s" % (side, os.path.basename(f), tot,
              " ".join("%s=%.1f%%(%d)" % (k, 100.0 * vals.get(k, 0) / tot, vals.get(k, 0)) for k in WANT)))
