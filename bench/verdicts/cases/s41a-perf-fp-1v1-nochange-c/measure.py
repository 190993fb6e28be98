#!/usr/bin/env python3
"""Independent measurement of `perf script` text profiles in before/ and after/.
A sample is a header line (comm pid time: period event:) followed by indented frame lines
`addr symbol+off (dso)`, ended by a blank line. Prints per run the sample count and the inclusive
share (% of samples whose stack contains the function) of the main functions. This is a control:
no culprit; the shares should match between sides."""
import gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["mat_multiply", "crc_buffer", "prefix_mix", "fill_buffer", "main", "[kernel]"]


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2 or cur is None:
                continue
            rest = parts[1]
            m = re.match(r"(.*?)\s+\((.*)\)\s*$", rest)
            sym, dso = (m.group(1), m.group(2)) if m else (rest, "")
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            if "kernel.kallsyms" in dso:
                cur.append("[kernel]")
            cur.append(sym)
    if cur is not None:
        yield cur


def runs(side):
    d = os.path.join(HERE, side)
    return sorted(f for f in os.listdir(d) if f.startswith("run-"))


print(f"{'side':6} {'run':20} {'samples':>7} " + " ".join(f"{f:>13}" for f in FUNCS))
for side in ("before", "after"):
    for f in runs(side):
        total = 0
        inc = {k: 0 for k in FUNCS}
        for st in samples(os.path.join(HERE, side, f)):
            total += 1
            names = set(st)
            for k in FUNCS:
                if k in names:
                    inc[k] += 1
        print(f"{side:6} {f:20} {total:7d} " + " ".join(f"{100*inc[k]/total:12.1f}%" for k in FUNCS))
