#!/bin/bash
# perf record --call-graph dwarf -F 499, 3v3 interleaved, 15 rounds per run (~3.4 s before / ~3.8 s after).
set -e
cd "$(dirname "$0")"
date; uname -r; perf --version; gcc --version | head -1
gcc -O2 -g -o workload/prog-before workload/before.c -lm
gcc -O2 -g -o workload/prog-after  workload/after.c  -lm
for i in 1 2 3; do
  for side in before after; do
    flock /tmp/flamediff-capture.lock perf record -F 499 --call-graph dwarf -o /tmp/s31f-c5-$side-$i.data -- ./workload/prog-$side 15
    perf script -i /tmp/s31f-c5-$side-$i.data > $side/run-$i.perf.txt
    rm -f /tmp/s31f-c5-$side-$i.data
  done
done
for f in before/*.perf.txt after/*.perf.txt; do if [ $(stat -c %s $f) -gt 2097152 ]; then gzip -9 -f $f; fi; done
ls -l before after
date
