#!/bin/bash
# Case s31a-perf-3v3-nochange-drift: perf -g (frame pointers), NO code change, 3 runs a side,
# NOT interleaved: before-1, before-2, before-3, then after-1, after-2, after-3, all of the same binary.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s31a/nochange-drift
mkdir -p "$W" "$CASE/before" "$CASE/after"
gcc -O2 -g -fno-omit-frame-pointer -o "$W/imgpipe" "$CASE/workload/imgpipe.c"
sha256sum "$W/imgpipe"
for v in before after; do
  for run in 1 2 3; do
    echo "== $v run-$run $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
      perf record -F 999 -g -o "$W/$v-$run.data" -- "$W/imgpipe" 1200
    perf script -i "$W/$v-$run.data" > "$CASE/$v/run-$run.perf.txt"
    sz=$(stat -c %s "$CASE/$v/run-$run.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -f "$CASE/$v/run-$run.perf.txt"; fi
  done
done
ls -la "$CASE/before" "$CASE/after"
