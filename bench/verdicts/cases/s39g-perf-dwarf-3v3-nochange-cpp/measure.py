#!/usr/bin/env python3
"""Independent measurement: parse plain `perf script` output (gzipped) and print, per run, the
sample count and the inclusive share (% of samples whose stack contains a matching frame) of
the main functions. Frame name = symbol with the '+0x..' offset removed (inlined frames count)."""
import gzip, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [  # label, regex on the symbol name
    ("sort_data", r"\bsort_data\b"),
    ("std::sort internals", r"std::__introsort_loop|std::__insertion_sort|std::__final_insertion_sort|std::__unguarded"),
    ("fill_random", r"\bfill_random\b"),
    ("hash_data", r"\bhash_data\b"),
    ("main", r"^main\b"),
    ("kernel", r"\[kernel"),
]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if not line[0].isspace():
                stack = []
                continue
            m = FRAME.match(line)
            if m and stack is not None:
                stack.append(m.group(1) + ("\t[kernel" if "kernel" in m.group(2) else ""))
    if stack is not None:
        yield stack

def main():
    labels = [g[0] for g in GROUPS]
    print("%-7s %-6s %7s " % ("side", "run", "samples") + " ".join("%20s" % l for l in labels))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n = 0; hits = [0] * len(GROUPS)
            for st in samples(p):
                n += 1
                for i, (_, rx) in enumerate(GROUPS):
                    if any(re.search(rx, fr) for fr in st):
                        hits[i] += 1
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %7d " % (side, run, n) +
                  " ".join("%19.1f%%" % (100.0 * h / max(n, 1)) for h in hits))

if __name__ == "__main__":
    main()
