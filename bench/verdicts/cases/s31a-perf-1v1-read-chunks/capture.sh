#!/bin/bash
# Case s31a-perf-1v1-read-chunks: perf -g (frame pointers), 1 run a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s31a/read-chunks
mkdir -p "$W" "$CASE/before" "$CASE/after"
[ -f /tmp/s31a/access.log ] || python3 "$CASE/workload/genlog.py" /tmp/s31a/access.log 256
for v in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -o "$W/logscan-$v" "$CASE/workload/$v/logscan.c"
done
cat /tmp/s31a/access.log > /dev/null      # warm the page cache: we measure read(), not the disk
for run in 1; do
  for v in before after; do
    echo "== $v run-$run $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$W/$v-$run.data" -- "$W/logscan-$v" /tmp/s31a/access.log 3
    perf script -i "$W/$v-$run.data" > "$CASE/$v/run-$run.perf.txt"
    sz=$(stat -c %s "$CASE/$v/run-$run.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -f "$CASE/$v/run-$run.perf.txt"; fi
  done
done
ls -la "$CASE/before" "$CASE/after"
