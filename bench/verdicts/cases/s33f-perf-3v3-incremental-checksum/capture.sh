#!/bin/bash
# Case s33f-perf-3v3-incremental-checksum: perf record -F 999 -g (frame pointers), 3 runs a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s33f/journal; mkdir -p $B
gcc --version | head -1; perf --version
for s in before after; do
  mkdir -p $B/$s   # same binary name (journal) on both sides, so the comm is the same
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o $B/$s/journal $CASE/workload/journal_$s.c
done
mkdir -p $CASE/before $CASE/after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$side-$i.data -- $B/$side/journal 1200000
    perf script -i $B/$side-$i.data > $CASE/$side/run-$i.perf.txt
    ls -l $CASE/$side/run-$i.perf.txt | awk '{print $5, $9}'
  done
done
echo "== measurement (own parser of the perf script text: samples, and share with the frame on the stack)"
for re in '^checksum$' '^append_record$' '^encode_record$'; do
  echo "-- $re"
  python3 $CASE/workload/perfshare.py "$re" $CASE/before/run-?.perf.txt $CASE/after/run-?.perf.txt
done
