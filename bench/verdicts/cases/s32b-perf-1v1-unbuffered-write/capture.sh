#!/bin/bash
# Case s32b-perf-1v1-unbuffered-write: one run per side, perf record -g (frame pointers), 999 Hz.
set -euo pipefail
cd "$(dirname "$0")"
gcc -O2 -g -fno-omit-frame-pointer -DUSE_STDIO -o workload/recwriter-before workload/recwriter.c
gcc -O2 -g -fno-omit-frame-pointer            -o workload/recwriter-after  workload/recwriter.c
N=6000000
for side in before after; do
  echo "== $side run-1 $(date -u +%T)"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o /tmp/s32b-rw-$side.data -- ./workload/recwriter-$side /tmp/s32b-rw.out $N
  perf script -i /tmp/s32b-rw-$side.data > $side/run-1.perf.txt
  rm -f /tmp/s32b-rw-$side.data
  ls -l $side/run-1.perf.txt
  if [ $(stat -c %s $side/run-1.perf.txt) -gt 2000000 ]; then gzip -f -9 $side/run-1.perf.txt; fi
done
rm -f /tmp/s32b-rw.out
ls -l before after
