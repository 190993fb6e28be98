#!/bin/bash
# No-change control: the SAME binary recorded once at -F 499 (before) and once at -F 1999 (after).
set -e
cd "$(dirname "$0")"
gcc -O2 -g -fno-omit-frame-pointer -o workload/prog workload/prog.c
date; uname -r; perf --version
flock /tmp/flamediff-capture.lock perf record -F 499 -g -o /tmp/s31f-c1-before.data -- ./workload/prog 100000
perf script -i /tmp/s31f-c1-before.data > before/run-1.perf.txt
flock /tmp/flamediff-capture.lock perf record -F 1999 -g -o /tmp/s31f-c1-after.data -- ./workload/prog 100000
perf script -i /tmp/s31f-c1-after.data > after/run-1.perf.txt
rm -f /tmp/s31f-c1-*.data
for f in before/*.perf.txt after/*.perf.txt; do [ $(stat -c %s $f) -gt 2097152 ] && gzip -9 -f $f; done
ls -l before after
date
