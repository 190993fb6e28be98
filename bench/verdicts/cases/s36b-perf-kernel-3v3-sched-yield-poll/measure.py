#!/usr/bin/env python3
"""Per-run share of perf samples in the culprit, read from the `perf script` text files.

A sample is a culprit hit when any frame of its stack matches one of the expected.json regexes
(consumer_next_item, or any sched_yield frame: libc __sched_yield and the kernel
__x64_sys_sched_yield / do_sched_yield). Also reports the share with a kernel frame from the
sched_yield syscall path and the share of the consumer thread's real work (checksum_record).
"""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = [re.compile(r) for r in json.load(open(os.path.join(HERE, "expected.json")))["culprit"]]
KERNEL_YIELD = re.compile(r"__x64_sys_sched_yield|do_sched_yield")
WORK = re.compile(r"^checksum_record\b")
FRAME = re.compile(r"^\s+[0-9a-f]+ (.+?) \((.*)\)$")

def samples(path):
    stack = None
    for line in (gzip.open(path, "rt", errors="replace") if path.endswith(".gz") else open(path, errors="replace")):
        if not line.strip():
            if stack is not None: yield stack
            stack = None
        elif not line[0].isspace():
            stack = []
        elif stack is not None:
            m = FRAME.match(line.rstrip("\n"))
            if m: stack.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
    if stack is not None: yield stack

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        n = hit = kern = work = 0
        for st in samples(p):
            n += 1
            if any(r.search(f) for r in CULPRIT for f in st): hit += 1
            if any(KERNEL_YIELD.search(f) for f in st): kern += 1
            if any(WORK.search(f) for f in st): work += 1
        print(f"{side}/{os.path.basename(p)}: samples={n} culprit={100*hit/n:.1f}% "
              f"sched_yield-kernel={100*kern/n:.1f}% checksum_record={100*work/n:.1f}%")
