#!/bin/bash
# Case s31c-perf-3v3-mmap-buffer-per-frame: perf record -g (frame pointers), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
for v in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o workload/frames_$v workload/frames_$v.c
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o /tmp/s31c-c1-$v-$i.data -- ./workload/frames_$v 40
    perf script -i /tmp/s31c-c1-$v-$i.data > $v/run-$i.perf.txt
    rm -f /tmp/s31c-c1-$v-$i.data
    ls -l $v/run-$i.perf.txt
  done
done
echo "== done $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
