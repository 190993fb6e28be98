#!/usr/bin/env python3
"""Own measurement: per perf-script text file, the share of samples whose
stack contains a frame matching each pattern (inclusive), the leaf (self)
share, and how many stacks reach main (i.e. were not truncated).

usage: share.py PATTERN[,PATTERN...] FILE...
"""
import gzip, re, sys

def frames_of(block):
    lines = block.split("\n")
    out = []
    for ln in lines[1:]:
        ln = ln.strip()
        if not ln:
            continue
        parts = ln.split(None, 1)          # addr, "sym+off (dso)"
        if len(parts) < 2:
            continue
        sym = parts[1]
        sym = re.sub(r"\s+\([^()]*\)$", "", sym)   # drop " (dso)"
        sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)   # drop "+0xoff"
        out.append(sym)
    return out                                   # leaf first

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        return [b for b in f.read().split("\n\n") if b.strip()]

def main():
    pats = [(p, re.compile(p)) for p in sys.argv[1].split(",")]
    print("file\tsamples\tmax_depth\treach_main\t" +
          "\t".join(f"incl[{p}]\tself[{p}]" for p, _ in pats))
    for path in sys.argv[2:]:
        blocks = read(path)
        n = len(blocks)
        depth_max = 0
        reach = 0
        incl = [0] * len(pats)
        selfc = [0] * len(pats)
        for b in blocks:
            fr = frames_of(b)
            depth_max = max(depth_max, len(fr))
            if any(f == "main" for f in fr):
                reach += 1
            for i, (_, rx) in enumerate(pats):
                if any(rx.search(f) for f in fr):
                    incl[i] += 1
                if fr and rx.search(fr[0]):
                    selfc[i] += 1
        cells = "\t".join(f"{100*incl[i]/n:.1f}% ({incl[i]})\t{100*selfc[i]/n:.1f}%" for i in range(len(pats)))
        print(f"{path}\t{n}\t{depth_max}\t{100*reach/n:.1f}%\t{cells}")

main()
