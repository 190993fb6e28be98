#!/usr/bin/env python3
"""Independent measure for plain `perf script` output (optionally gzipped): per run, sample count and
inclusive share (% of samples whose stack contains the symbol) of the three worker functions and main.
Also reports samples whose stack does not reach main (e.g. truncated DWARF unwinds, loader/startup)."""
import glob, gzip, os, re, sys

FUNCS = ["sim::advect", "sim::pair_energy", "sim::bucket_hash", "main"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.+?)\+0x[0-9a-f]+\s+\(")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
            elif not line[0].isspace():
                cur = []
            elif cur is not None:
                m = FRAME.match(line)
                if m:
                    sym = m.group(1)
                    sym = re.sub(r"\(.*\)$", "", sym)  # strip argument lists if perf demangled with params
                    cur.append(sym)
                else:
                    cur.append("[unknown]")
    if cur is not None:
        yield cur

def measure(path):
    total, nomain, incl = 0, 0, {f: 0 for f in FUNCS}
    for st in samples(path):
        total += 1
        names = set(st)
        for f in FUNCS:
            if f in names:
                incl[f] += 1
        if "main" not in names:
            nomain += 1
    return total, incl, nomain

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(root, side, "run-*.perf.txt*"))):
        total, incl, nomain = measure(p)
        print("%-6s %-18s samples=%d  %s  not-under-main=%d" % (side, os.path.basename(p), total,
              "  ".join("%s=%.1f%%" % (f, 100.0 * incl[f] / total) for f in FUNCS), nomain))
