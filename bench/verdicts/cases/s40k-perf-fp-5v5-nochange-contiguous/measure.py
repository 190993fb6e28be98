#!/usr/bin/env python3
"""Independent measure for perf script text: per run, samples and inclusive share
(% of samples whose stack contains the function) of the main functions."""
import glob, gzip, os, re, sys

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["fill_entries", "sort_entries", "merge_runs", "hash_entries", "reconcile", "main"]

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        return f.read()

def samples(text):
    for block in re.split(r"\n\s*\n", text):
        lines = [l for l in block.splitlines() if l.strip()]
        if not lines or lines[0].startswith(("\t", " ")):
            continue
        frames = []
        for l in lines[1:]:
            parts = l.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = re.sub(r"\s+\(.*\)\s*$", "", parts[1])   # drop "(dso)"
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            frames.append(sym)
        yield frames

def base(sym):
    return re.sub(r"\.(constprop|isra|part|cold)\.\d+", "", sym)

def main():
    print("%-8s %-8s %7s  " % ("side", "run", "samples") + " ".join("%13s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.perf.txt*"))):
            n = 0; hits = dict.fromkeys(FUNCS, 0)
            for fr in samples(read(p)):
                n += 1
                names = {base(s) for s in fr}
                for f in FUNCS:
                    if f in names:
                        hits[f] += 1
            run = os.path.basename(p).split(".")[0]
            print("%-8s %-8s %7d  " % (side, run, n) + " ".join("%12.1f%%" % (100.0 * hits[f] / max(n, 1)) for f in FUNCS))

if __name__ == "__main__":
    main()
