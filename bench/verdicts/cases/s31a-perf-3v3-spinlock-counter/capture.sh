#!/bin/bash
# Case s31a-perf-3v3-spinlock-counter: perf -g (frame pointers), 2 worker threads, 3 runs a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s31a/spinlock-counter
mkdir -p "$W" "$CASE/before" "$CASE/after"
for v in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -pthread -o "$W/hasher-$v" "$CASE/workload/$v/hasher.c"
done
for run in 1 2 3; do
  for v in before after; do
    echo "== $v run-$run $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
      perf record -F 999 -g -o "$W/$v-$run.data" -- "$W/hasher-$v" 20000000
    perf script -i "$W/$v-$run.data" > "$CASE/$v/run-$run.perf.txt"
    sz=$(stat -c %s "$CASE/$v/run-$run.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -f "$CASE/$v/run-$run.perf.txt"; fi
  done
done
ls -la "$CASE/before" "$CASE/after"
