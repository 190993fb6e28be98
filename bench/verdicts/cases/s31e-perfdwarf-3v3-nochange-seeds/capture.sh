#!/bin/bash
# perf record --call-graph dwarf, 499 Hz, 3 runs a side, interleaved; before and after are the
# SAME binary, only the seed differs (before: 11,12,13; after: 21,22,23).
set -e
cd "$(dirname "$0")"
g++ -O2 -g -pthread -o /tmp/s31e/cpp-worker workload/worker.cpp
perf --version; nproc
for i in 1 2 3; do
  for s in before after; do
    if [ $s = before ]; then seed=$((10+i)); else seed=$((20+i)); fi
    uptime
    flock /tmp/flamediff-capture.lock perf record -F 499 --call-graph dwarf -o /tmp/s31e/cpp-$s-$i.data -- /tmp/s31e/cpp-worker $seed 250
    perf script -i /tmp/s31e/cpp-$s-$i.data > $s/run-$i.perf.txt
  done
done
uptime
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -f $f; fi
done
ls -la before after
