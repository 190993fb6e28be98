#!/usr/bin/env python3
"""Independent measurement: parses plain `perf script` text (gz or not). A sample is a header
line followed by one stack-frame line per frame ('<addr> <symbol>+0x.. (<dso>)') and a blank
line. Prints per run: samples, and inclusive share (% of samples whose stack contains the
symbol) of the main functions; also process_record's self share."""
import glob, gzip, os, re, sys

FUNCS = ["process_record", "checksum_part", "normalize_part", "scan_table", "build_index", "main"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if cur is None:
                cur = []  # header line
                continue
            m = FRAME.match(line)
            if m:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                cur.append(sym)
    if cur is not None: yield cur

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    print("inclusive share % of samples; self_pr = process_record as leaf frame; comm filter: all samples")
    print("%-14s %7s " % ("run", "samples") + " ".join("%15s" % f for f in FUNCS) + " %8s" % "self_pr")
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(base, side, "run-*.perf.txt*"))):
            ss = list(samples(p)); tot = len(ss)
            row = [100.0 * sum(1 for s in ss if f in s) / tot for f in FUNCS]
            selfpr = 100.0 * sum(1 for s in ss if s and s[0] == "process_record") / tot
            print("%-14s %7d " % (side + "/" + os.path.basename(p).split('.')[0], tot) + " ".join("%15.1f" % x for x in row) + " %8.1f" % selfpr)

main()
