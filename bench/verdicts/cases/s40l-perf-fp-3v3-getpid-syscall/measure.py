#!/usr/bin/env python3
"""Independent reader for `perf script` text output (optionally gzipped): per run,
the number of samples and the inclusive share (% of samples whose stack contains the
symbol) of the culprit (check_parent + kernel getppid path) and the other main functions."""
import glob, gzip, os, re, sys

FUNCS = ["check_parent", "__x64_sys_getppid", "do_syscall_64", "entry_SYSCALL_64_after_hwframe", "handle_item", "hash_fields", "update_totals"]
here = os.path.dirname(os.path.abspath(__file__))
frame_re = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack, in_sample = [], False
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if in_sample:
                    yield stack
                stack, in_sample = [], False
                continue
            if not line[0].isspace():
                in_sample = True
                stack = []
                continue
            m = frame_re.match(line)
            if m:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                stack.append(sym)
    if in_sample:
        yield stack


print("%-7s %-22s %7s " % ("side", "file", "samples") + " ".join("%18s" % f for f in FUNCS))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.perf.txt*"))):
        total = 0
        hit = dict.fromkeys(FUNCS, 0)
        for st in samples(p):
            total += 1
            s = set(st)
            for fn in FUNCS:
                if fn in s:
                    hit[fn] += 1
        print("%-7s %-22s %7d " % (side, os.path.basename(p), total) +
              " ".join("%17.1f%%" % (100.0 * hit[f] / total if total else 0) for f in FUNCS))
