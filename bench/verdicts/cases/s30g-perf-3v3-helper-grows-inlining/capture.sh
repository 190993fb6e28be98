#!/bin/bash
# Case s30g-perf-3v3-helper-grows-inlining: perf -g (frame pointers), C -O3, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30g/case1; mkdir -p $B before after
gcc --version | head -1
gcc -O3 -g -fno-omit-frame-pointer                -o $B/logstat-before workload/logstat.c
gcc -O3 -g -fno-omit-frame-pointer -DVARIANT_AFTER -o $B/logstat-after  workload/logstat.c
echo "functions in each build:"
for v in before after; do echo "  $v: $(nm $B/logstat-$v | awk '$2=="t"||$2=="T"{print $3}' | grep -v -e clones -e frame_dummy -e _do_global -e _init -e _fini -e _start | sort | tr '\n' ' ')"; done
for n in 1 2 3; do
  for v in before after; do
    echo "== $v run $n"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$v-$n.data -- $B/logstat-$v 48
    perf script -i $B/$v-$n.data > $v/run-$n.perf.txt
    if [ $(stat -c %s $v/run-$n.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-$n.perf.txt; fi
  done
done
ls -l before after
