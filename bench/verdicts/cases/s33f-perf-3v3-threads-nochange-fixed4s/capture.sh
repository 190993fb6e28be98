#!/bin/bash
# Case s33f-perf-3v3-threads-nochange-fixed4s: perf record -F 999 -g (frame pointers), two worker threads,
# each run of FIXED DURATION (4 s wall clock, the program stops itself), 3 runs a side, interleaved.
# No code change: both sides are built from the same workers.c (two separate builds, same flags).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s33f/workers
gcc --version | head -1; perf --version
for s in before after; do
  mkdir -p $B/$s
  gcc -O2 -g -fno-omit-frame-pointer -pthread -o $B/$s/workers $CASE/workload/workers.c
done
cmp $B/before/workers $B/after/workers && echo "binaries identical"
mkdir -p $CASE/before $CASE/after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$side-$i.data -- $B/$side/workers 4
    perf script -i $B/$side-$i.data > $CASE/$side/run-$i.perf.txt
    ls -l $CASE/$side/run-$i.perf.txt | awk '{print $5, $9}'
  done
done
echo "== measurement (own parser of the perf script text: samples per run and per thread, share with the frame on the stack)"
for re in '^hash_block$' '^fill_block$' '^insertion_sort$' '^fill_keys$'; do
  echo "-- $re"
  python3 $CASE/workload/perfshare.py --by-thread "$re" $CASE/before/run-?.perf.txt $CASE/after/run-?.perf.txt
done
