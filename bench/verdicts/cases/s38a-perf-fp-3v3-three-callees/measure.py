#!/usr/bin/env python3
"""Independent measure for plain `perf script` output (optionally .gz): per run, number of
samples and inclusive share (% of samples whose stack contains the symbol)."""
import glob, gzip, os, re
D = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "summarise_batch", "stat_mean", "stat_variance", "stat_histogram",
         "fill_batch", "transform_batch", "note_call"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = set()  # header line of a sample
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                sym = re.sub(r"\.(constprop|isra|part|cold)\.\d+", "", sym)  # gcc clones
                cur.add(sym)
    if cur is not None:
        yield cur

print(f"{'run':<14}{'samples':>8}" + "".join(f"{f:>16}" for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        ss = list(samples(p))
        tot = len(ss)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<14}{tot:>8}" +
              "".join(f"{100.0*sum(1 for s in ss if f in s)/tot:>15.1f}%" for f in FUNCS))
