#!/usr/bin/env python3
"""Independent measurement of `perf script` text profiles (.perf.txt / .perf.txt.gz).

For every run file under before/ and after/ prints the number of samples and the
inclusive share (% of samples whose call stack contains the function at least once)
of the functions of interest.  Parsing is done here from scratch: a sample is a
header line followed by indented stack lines "<addr> <symbol>+0x<off> (<dso>)",
terminated by a blank line.
"""
import gzip, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["fill_values", "mix_values", "count_bits", "reduce_sum", "main"]
FRAME_RE = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")

def opener(p):
    return gzip.open(p, "rt", errors="replace") if p.endswith(".gz") else open(p, errors="replace")

def samples(path):
    stack, in_sample = [], False
    with opener(path) as f:
        for line in f:
            if not line.strip():
                if in_sample:
                    yield stack
                stack, in_sample = [], False
                continue
            if not line[0].isspace():
                if in_sample:
                    yield stack
                stack, in_sample = [], True
                continue
            m = FRAME_RE.match(line)
            if m:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                stack.append(sym)
    if in_sample:
        yield stack

def measure(path):
    n = 0
    hits = {fn: 0 for fn in FUNCS}
    for st in samples(path):
        n += 1
        s = set(st)
        for fn in FUNCS:
            if fn in s:
                hits[fn] += 1
    return n, hits

def main():
    print("%-8s %-22s %8s  " % ("side", "file", "samples") + "  ".join("%20s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n, hits = measure(p)
            print("%-8s %-22s %8d  " % (side, os.path.basename(p), n) +
                  "  ".join("%12d (%5.1f%%)" % (hits[f], 100.0 * hits[f] / n if n else 0) for f in FUNCS))

if __name__ == "__main__":
    main()
