#!/usr/bin/env python3
"""Independent reader for `perf script` text (optionally .gz). Per run: samples (all threads of the
process) and inclusive share (% of samples whose stack contains a matching frame)."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    ("JSON.stringify (any Json* C++/builtin frame)", r"JsonStringif"),
    ("  v8::internal::JsonStringifier::*", r"v8::internal::JsonStringifier::"),
    ("handle* (any route handler)", r"JS:[*~^]?handle(Search|Item|Category|Recommend|Cart)\b"),
    ("  handleSearch", r"JS:[*~^]?handleSearch\b"),
    ("  handleItem", r"JS:[*~^]?handleItem\b"),
    ("  handleCategory", r"JS:[*~^]?handleCategory\b"),
    ("  handleRecommend", r"JS:[*~^]?handleRecommend\b"),
    ("  handleCart", r"JS:[*~^]?handleCart\b"),
    ("handler AND stringify in same stack", None),
    ("writeLog", r"JS:[*~^]?writeLog\b"),
    ("dispatch", r"JS:[*~^]?dispatch\b"),
    ("parseQuery", r"JS:[*~^]?parseQuery\b"),
    ("scoreItem", r"JS:[*~^]?scoreItem\b"),
    ("JS main", r"JS:[*~^]?main\b"),
    ("GC (Heap::CollectGarbage / Scavenger)", r"Heap::CollectGarbage|Scavenger|ScavengerCollector"),
]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
            elif line[0] not in " \t":
                cur = []
            else:
                m = FRAME.match(line)
                if m and cur is not None:
                    cur.append(m.group(1))
    if cur is not None:
        yield cur

def main():
    pats = [(n, re.compile(p) if p else None) for n, p in FUNCS]
    h = re.compile(FUNCS[2][1]); s = re.compile(FUNCS[0][1])
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            stacks = list(samples(path))
            total = len(stacks)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for name, rx in pats:
                if rx is None:
                    inc = sum(1 for st in stacks if any(h.search(x) for x in st) and any(s.search(x) for x in st))
                else:
                    inc = sum(1 for st in stacks if any(rx.search(x) for x in st))
                print(f"    {name:46s} {inc:6d} {100.0*inc/total:6.1f}%")
main()
