#!/bin/bash
# perf record -g (frame pointers), 999 Hz, 3 runs per side, interleaved, 4 s each.
# NO-CHANGE control: identical binary both sides; only the random seed differs.
set -e
cd "$(dirname "$0")"
gcc -O2 -g -fno-omit-frame-pointer -pthread -o /tmp/s32f-seeds.bin workload/worker.c
gcc --version | head -1; perf --version
seeds_before=(101 202 303); seeds_after=(404 505 606)
for i in 1 2 3; do
  for s in before after; do
    eval "seed=\${seeds_$s[$((i-1))]}"
    echo "== $s run-$i seed=$seed"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o /tmp/s32f-seeds.data -- /tmp/s32f-seeds.bin $seed 4
    perf script -i /tmp/s32f-seeds.data > $s/run-$i.perf.txt
    sz=$(stat -c %s $s/run-$i.perf.txt); echo "size=$sz"
    if [ $sz -gt 2000000 ]; then gzip -f $s/run-$i.perf.txt; fi
  done
done
rm -f /tmp/s32f-seeds.data
