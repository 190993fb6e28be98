#!/bin/bash
# Case s31a-gopprof-1v1-insertion-sort: Go runtime/pprof CPU profile (default 100 Hz), 1 run a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s31a/insertion-sort
mkdir -p "$W" "$CASE/before" "$CASE/after"
go version
for v in before after; do
  (cd "$CASE/workload/$v" && go build -o "$W/rankd-$v" .)
done
for run in 1; do
  for v in before after; do
    echo "== $v run-$run $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
      "$W/rankd-$v" -cpuprofile "$CASE/$v/run-$run.pb.gz"
  done
done
ls -la "$CASE/before" "$CASE/after"
