#!/bin/bash
# Case s32e-perf-3v3-two-slowdowns: perf fp call graphs at 999 Hz, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=$(mktemp -d /tmp/s32e-lp.XXXX)
gcc --version | head -1
for side in before after; do
  mkdir -p $B/$side
  gcc -O2 -fno-omit-frame-pointer -o $B/$side/logproc workload/$side/logproc.c
done
for n in 1 2 3; do
  for side in before after; do
    echo "== $side run-$n"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$side-$n.data $B/$side/logproc 3000000
    perf script -i $B/$side-$n.data > $side/run-$n.perf.txt
    ls -l $side/run-$n.perf.txt
  done
done
rm -rf $B
