#!/bin/bash
# Case s28c-perf-fp-3v3-linkorder-control: same C sources linked in two orders (A/prog = before, B/prog = after),
# perf record -F 999 -g (frame pointers), 3 runs per side, interleaved.
set -e
C=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s28c/cbuild
mkdir -p $B && cp $C/workload/*.c $C/workload/*.h $C/workload/Makefile $B/
(cd $B && make clean && make all)
gcc --version | head -1; perf --version
nm -n $B/A/prog | grep -E " [tT] (main|fill_random|crc32_buf|histogram|sort_u32|matmul_trace|quicksort|partition|insertion_sort|crc_init)$"
nm -n $B/B/prog | grep -E " [tT] (main|fill_random|crc32_buf|histogram|sort_u32|matmul_trace|quicksort|partition|insertion_sort|crc_init)$"
for i in 1 2 3; do
  for v in before after; do
    if [ $v = before ]; then P=A/prog; else P=B/prog; fi
    echo "== $v run-$i ($P)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o $B/$v-$i.data -- $B/$P 16
    perf script -i $B/$v-$i.data > $C/$v/run-$i.perf.txt 2>/dev/null
    ls -l $C/$v/run-$i.perf.txt
  done
done
