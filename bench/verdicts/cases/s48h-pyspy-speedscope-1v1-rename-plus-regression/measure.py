#!/usr/bin/env python3
"""Per-run sample counts and inclusive shares from py-spy speedscope files
(share = weight of samples whose stack has a frame whose name matches)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = {
    "validate_order (culprit)": r"^validate_order\b",
    "fmt_row|format_row (renamed)": r"^(fmt_row|format_row)\b",
    "fmt_row": r"^fmt_row\b",
    "format_row": r"^format_row\b",
    "_check_date": r"^_check_date\b",
    "<setcomp>": r"<setcomp>",
    "parse_line": r"^parse_line\b",
    "read_lines": r"^read_lines\b",
    "aggregate": r"^aggregate\b",
    "render": r"^render\b",
}
for side in ("before", "after"):
    for fn in sorted(os.listdir(os.path.join(HERE, side))):
        d = json.load(open(os.path.join(HERE, side, fn)))
        frames = [f["name"] for f in d["shared"]["frames"]]
        tot = 0; cnt = {g: 0 for g in GROUPS}; nsamp = 0
        for p in d["profiles"]:
            for st, w in zip(p["samples"], p["weights"]):
                names = [frames[i] for i in st]
                tot += w; nsamp += 1
                for g, rx in GROUPS.items():
                    if any(re.search(rx, n) for n in names): cnt[g] += w
        print(f"{side}/{fn}: samples={nsamp} weight={tot} " +
              "  ".join(f"{g}={100*c/tot:.1f}%" for g, c in cnt.items()))
