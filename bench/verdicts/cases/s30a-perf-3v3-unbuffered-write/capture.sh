#!/bin/bash
# Case s30a-perf-3v3-unbuffered-write: perf -g (frame pointers), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30a-logfmt
N=3000000
for v in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls -o $B-$v workload/$v/logfmt.c
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i: $(date +%T)"
    rm -f /tmp/s30a-logfmt.out
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o /tmp/s30a-logfmt-$v-$i.data -- \
        /usr/bin/time -f "wall=%es user=%Us sys=%Ss" $B-$v $N /tmp/s30a-logfmt.out
    perf script -i /tmp/s30a-logfmt-$v-$i.data > $v/run-$i.perf.txt
    if [ $(stat -c %s $v/run-$i.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-$i.perf.txt; fi
    rm -f /tmp/s30a-logfmt-$v-$i.data /tmp/s30a-logfmt.out
  done
done
ls -l before after
