#!/usr/bin/env python3
"""Independent measure: reads before/ and after/ run-*.raw.txt[.gz] (py-spy --format raw,
i.e. collapsed stacks `frame;frame;... count`, frames `func (file:line)`), prints per run the
total samples, the samples of the culprit (inclusive: stack contains it), and the inclusive
shares of the other main functions."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["score_record", "normalize_fields", "rolling_checksum", "tokenize_memo",
         "load_batch", "summarize_batch", "render_report", "main"]

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    stacks = []
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, count = line.rpartition(" ")
            names = [re.sub(r" \([^()]*\)$", "", fr) for fr in stack.split(";")]
            stacks.append((names, int(count)))
    return stacks

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
        stacks = read(path)
        total = sum(c for _, c in stacks)
        row = []
        for fn in FUNCS:
            n = sum(c for names, c in stacks if fn in names)
            row.append((fn, n))
        print(f"{side}/{os.path.basename(path)}: samples={total}")
        for fn, n in row:
            tag = "CULPRIT " if fn == "score_record" else "        "
            print(f"  {tag}{fn:18s} {n:6d} {100.0 * n / total:6.1f}%")
        sc = dict(row)["score_record"]
        if sc:
            parts = [f"{fn} {100.0 * dict(row)[fn] / sc:.0f}%" for fn in FUNCS[1:4]]
            print("  split of score_record among callees:", ", ".join(parts))
