#!/bin/bash
# Capture for s35b-perf-fp-3v3-nochange-contiguous (control, no code change).
# One binary, 6 runs recorded one after another (NOT interleaved):
# runs 1-3 -> before/run-1..3, runs 4-6 -> after/run-1..3.
# perf record -F 999 -g (frame pointers).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s35b/c3/build
mkdir -p "$SCRATCH"
cmp "$CASE/workload/before/wordfreq.c" "$CASE/workload/after/wordfreq.c" && echo "workload/before and workload/after are identical"
gcc -O2 -g -fno-omit-frame-pointer -Wall -o "$SCRATCH/wordfreq" "$CASE/workload/before/wordfreq.c"
perf --version
for n in 1 2 3 4 5 6; do
  if [ $n -le 3 ]; then side=before; i=$n; else side=after; i=$((n - 3)); fi
  data="$SCRATCH/run$n.data"
  echo "== sequential run $n -> $side/run-$i  $(date -u +%H:%M:%S)"
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "program+perf: wall %e s, user %U s, sys %S s" \
    perf record -F 999 -g -o "$data" -- "$SCRATCH/wordfreq"
  out="$CASE/$side/run-$i.perf.txt"
  perf script -i "$data" > "$out"
  echo "samples: $(grep -c 'cpu-clock' "$out")  size: $(stat -c %s "$out") bytes"
  if [ "$(stat -c %s "$out")" -gt 5000000 ]; then gzip -f "$out"; echo "gzipped"; fi
done
