#!/bin/bash
# Case s30a-perfdwarf-3v3-canon-3x: perf --call-graph dwarf, C++, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30a-dedup
N=1000000
for v in before after; do
  g++ -O2 -g -o $B-$v workload/$v/dedup.cpp
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i: $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf -o /tmp/s30a-dedup-$v-$i.data -- \
        /usr/bin/time -f "wall=%es user=%Us sys=%Ss" $B-$v $N
    perf script -i /tmp/s30a-dedup-$v-$i.data > $v/run-$i.perf.txt
    if [ $(stat -c %s $v/run-$i.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-$i.perf.txt; fi
    rm -f /tmp/s30a-dedup-$v-$i.data
  done
done
ls -l before after
