#!/bin/bash
# Capture for s35b-perf-dwarf-3v3-called-more.
# C++ -O2 -g, no frame pointers; perf record --call-graph dwarf -F 499, 3 runs per side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s35b/c2/build
mkdir -p "$SCRATCH"
for side in before after; do
  g++ -O2 -g -o "$SCRATCH/agg_$side" "$CASE/workload/$side/main.cpp" "$CASE/workload/$side/stats.cpp"
done
g++ --version | head -1; perf --version
for i in 1 2 3; do
  for side in before after; do
    data="$SCRATCH/$side-$i.data"
    echo "== $side run $i  $(date -u +%H:%M:%S)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "program+perf: wall %e s, user %U s, sys %S s" \
      perf record --call-graph dwarf -F 499 -o "$data" -- "$SCRATCH/agg_$side"
    out="$CASE/$side/run-$i.perf.txt"
    perf script -i "$data" > "$out"
    echo "samples: $(grep -c 'cpu-clock' "$out")  size: $(stat -c %s "$out") bytes"
    if [ "$(stat -c %s "$out")" -gt 5000000 ]; then gzip -f "$out"; echo "gzipped"; fi
  done
done
