#!/usr/bin/env python3
"""Independent measure for perf-script profiles (.perf.txt or .perf.txt.gz).
For every run file under before/ and after/, prints the number of samples and the
inclusive share (% of samples whose stack contains a frame matching the regex)."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = {
    "parse_record": r"\bparse_record\b",
    "hash_name": r"\bhash_name\b",
    "accumulate": r"\baccumulate\b",
    "parse_long": r"\bparse_long\b",
    "parse_double": r"\bparse_double\b",
    "getline(load)": r"\bgetline\b",
    "kernel": r"^(?!.*\[unknown\]).*(_page_fault|do_syscall_64)",
}   # label -> regex on the symbol name

def read_samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        block = []
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if block: yield block
                block = []
                continue
            if line[0] in " \t":
                parts = line.strip().split(None, 1)
                if len(parts) == 2:
                    sym = re.sub(r"\+0x[0-9a-f]+ \(.*\)$", "", parts[1])
                    sym = re.sub(r" \(.*\)$", "", sym)
                    block.append(sym)
            else:
                if block: yield block
                block = []
        if block: yield block

def measure(path):
    n = 0; hits = {k: 0 for k in FUNCS}
    for stack in read_samples(path):
        n += 1
        for k, rx in FUNCS.items():
            if any(re.search(rx, s) for s in stack): hits[k] += 1
    return n, hits

def main():
    labels = list(FUNCS)
    print("run".ljust(22) + "samples".rjust(8) + "".join(l[:18].rjust(20) for l in labels))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n, h = measure(p)
            name = side + "/" + os.path.basename(p).split(".")[0]
            print(name.ljust(22) + str(n).rjust(8) +
                  "".join(f"{100.0*h[l]/max(n,1):6.1f}% ({h[l]:5d})".rjust(20) for l in labels))
main()
