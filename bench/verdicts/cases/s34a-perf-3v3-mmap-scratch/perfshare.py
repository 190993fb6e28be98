#!/usr/bin/env python3
"""Independent share measurement on `perf script` text (plain or .gz).

usage: perfshare.py REGEX [REGEX2 ...] -- FILE [FILE ...]
For each file prints: total samples, and for each regex the number and share
of samples whose stack has at least one frame (symbol name, offset stripped)
matching the regex (Python re.search). Counts samples, not periods.
"""
import gzip, re, sys

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        frames = None
        for line in f:
            if not line.strip():
                if frames is not None:
                    yield frames
                frames = None
                continue
            if line[0] not in " \t":          # header line of a sample
                if frames is not None:
                    yield frames
                frames = []
                continue
            parts = line.strip().split(None, 1)
            sym = parts[1] if len(parts) > 1 else "?"
            sym = re.sub(r" \([^()]*\)$", "", sym)   # drop (dso)
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)  # drop +0xoff
            frames.append(sym)
        if frames is not None:
            yield frames

def main():
    a = sys.argv[1:]
    i = a.index("--")
    pats = [re.compile(p) for p in a[:i]]
    print("file\ttotal\t" + "\t".join(f"n[{p.pattern}]\tshare" for p in pats))
    for path in a[i+1:]:
        tot = 0; hits = [0]*len(pats)
        for fr in samples(path):
            tot += 1
            for k, p in enumerate(pats):
                if any(p.search(s) for s in fr):
                    hits[k] += 1
        print(f"{path}\t{tot}\t" + "\t".join(f"{h}\t{100*h/max(tot,1):.2f}%" for h in hits))

main()
