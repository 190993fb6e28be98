#!/bin/bash
# Case s30g-perf-3v3-fixed-duration-search-index: perf -g (frame pointers), C++ -O2, fixed 5 s runs, 3 a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30g/case3; mkdir -p $B/src before after
g++ --version | head -1
# same source path for both builds (as a git checkout would be)
for v in before after; do
  D=""; [ $v = after ] && D=-DVARIANT_AFTER
  cp workload/server.cpp $B/src/server.cpp
  (cd $B/src && g++ -O2 -g -fno-omit-frame-pointer $D -o $B/server-$v server.cpp)
done
for n in 1 2 3; do
  for v in before after; do
    echo "== $v run $n"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$v-$n.data -- $B/server-$v 5
    perf script -i $B/$v-$n.data > $v/run-$n.perf.txt
    if [ $(stat -c %s $v/run-$n.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-$n.perf.txt; fi
  done
done
ls -l before after
