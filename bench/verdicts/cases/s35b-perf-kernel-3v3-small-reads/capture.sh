#!/bin/bash
# Capture for s35b-perf-kernel-3v3-small-reads.
# perf record -F 999 -g (frame pointers, kernel + user stacks), 3 runs per side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s35b/c1/build
mkdir -p "$SCRATCH"
for side in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -Wall -o "$SCRATCH/blocksig_$side" "$CASE/workload/$side/blocksig.c"
done
uname -r; perf --version
echo "kernel.perf_event_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid) kptr_restrict=$(cat /proc/sys/kernel/kptr_restrict)"
for i in 1 2 3; do
  for side in before after; do
    data="$SCRATCH/$side-$i.data"
    echo "== $side run $i  $(date -u +%H:%M:%S)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "program+perf: wall %e s, user %U s, sys %S s" \
      perf record -F 999 -g -o "$data" -- "$SCRATCH/blocksig_$side"
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt"
    echo "samples: $(grep -c 'cpu-clock' "$CASE/$side/run-$i.perf.txt")  size: $(stat -c %s "$CASE/$side/run-$i.perf.txt") bytes"
    if [ "$(stat -c %s "$CASE/$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -f "$CASE/$side/run-$i.perf.txt"; fi
  done
done
