#!/bin/bash
# s32a-perf-3v3-strlen-tokenise: perf record with frame pointers, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s32a/tok; mkdir -p /tmp/s32a
gcc -O2 -fno-omit-frame-pointer -g -o $B-before workload/before.c
gcc -O2 -fno-omit-frame-pointer -g -o $B-after  workload/after.c
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i ($(date +%T))"
    flock /tmp/flamediff-capture.lock perf record -F 997 -g -o /tmp/s32a/tok-$side-$i.data -- $B-$side 250 $i
    perf script -i /tmp/s32a/tok-$side-$i.data > $side/run-$i.perf.txt
    ls -l $side/run-$i.perf.txt
  done
done
