#!/usr/bin/env python3
"""Per-run sample shares from the `perf script` text (plain or .gz) of node --perf-basic-prof runs.

A sample counts in a column if any frame of its stack matches (columns overlap).
"""
import glob
import gzip
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
FRAME = re.compile(r"^\s*[0-9a-f]+ (.+?) \(([^()]*)\)$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        text = f.read()
    for block in text.split("\n\n"):
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines or "cpu-clock" not in lines[0]:
            continue
        frames = []
        for l in lines[1:]:
            m = FRAME.match(l)
            if m:
                frames.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
        yield frames  # leaf first


JS = lambda name: re.compile(r"^JS:[*^~]?" + name + r" ")
DEDUPE = JS("dedupe")
JSON_CPP = re.compile(r"JsonStringif|Builtin_JsonStringify")
NORM = JS("(normalizeRow|canonicalizeRow)")
GEN = JS("generateRows")


def classify(frames):
    r = {}
    r["dedupe"] = any(DEDUPE.match(f) for f in frames)
    r["JSON.stringify (C++ JsonStringifier)"] = any(JSON_CPP.search(f) for f in frames)
    r["normalizeRow/canonicalizeRow (by name)"] = any(NORM.match(f) for f in frames)
    # The map() callback is the only user of Array.prototype.map in report.js: the JS frame
    # directly called by Builtins_ArrayMap is the normalize function, whatever perf named it.
    am = [i for i, f in enumerate(frames) if f.startswith("Builtins_ArrayMap")]
    r["under Builtins_ArrayMap (normalize work)"] = bool(am)
    callee = next((frames[j] for j in range(am[0] - 1, -1, -1) if frames[j].startswith("JS:")), None) if am else None
    r["...of which callee mis-named"] = bool(am) and callee is not None and not NORM.match(callee)
    r["generateRows (by name)"] = any(GEN.match(f) for f in frames)
    return r


cols = None
print_rows = []
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        tot = 0
        cnt = {}
        for fr in samples(path):
            tot += 1
            for k, v in classify(fr).items():
                cnt[k] = cnt.get(k, 0) + int(v)
        cols = list(cnt)
        print_rows.append((side, os.path.basename(path).split(".")[0], tot, cnt))
print("| side | run | total samples | " + " | ".join(cols) + " |")
print("|" + "---|" * (len(cols) + 3))
for side, run, tot, cnt in print_rows:
    print(f"| {side} | {run} | {tot} | " + " | ".join(f"{cnt[c]} ({100 * cnt[c] / tot:.1f}%)" for c in cols) + " |")
