#!/bin/bash
# perf record -g (frame pointers), 999 Hz, 3 runs a side, interleaved before/after.
set -e
cd "$(dirname "$0")"
for s in before after; do gcc -O2 -fno-omit-frame-pointer -g -o /tmp/s31e/c-$s workload/$s.c; done
perf --version
for i in 1 2 3; do
  for s in before after; do
    uptime
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o /tmp/s31e/c-$s-$i.data -- /tmp/s31e/c-$s 40000 $i
    perf script -i /tmp/s31e/c-$s-$i.data > $s/run-$i.perf.txt
  done
done
uptime
