#!/usr/bin/env bash
# Capture s34a-gopprof-1v1-json-marshal: Go runtime/pprof CPU profile (default 100 Hz),
# 1 run a side (before, then after).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
export PATH=/usr/local/go/bin:$PATH
WORK=/tmp/s34a/c3; mkdir -p "$WORK"
LOCK=/tmp/flamediff-capture.lock
{
echo "== versions"; go version; uname -r; echo "nproc=$(nproc)"
cd "$CASE/workload"
go build -o "$WORK/before" .
go build -tags jsonenc -o "$WORK/after" .
for side in before after; do
  echo "== $side run 1"
  flock $LOCK /usr/bin/time -f "time: wall=%e s user=%U s sys=%S s" \
    "$WORK/$side" -batches 14 -cpuprofile "$CASE/$side/run-1.pb.gz" 2>&1
done
} 2>&1 | tee "$CASE/capture.log"
