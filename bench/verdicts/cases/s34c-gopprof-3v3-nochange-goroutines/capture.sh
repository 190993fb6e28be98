#!/bin/bash
# Control: one binary, profiled 6 times with runtime/pprof at 250 Hz, interleaved
# before-1, after-1, before-2, ... (before and after are the same binary, same input).
# Each profiled run holds the shared lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34c/gopprof-nochange-goroutines
export PATH=$PATH:/usr/local/go/bin
exec > >(tee "$CASE/capture.log") 2>&1
rm -rf "$WORK" && mkdir -p "$WORK" && cp "$CASE"/workload/* "$WORK"/
cd "$WORK"
echo "# $(date -u +%FT%TZ) $(uname -r) nproc=$(nproc)"
go version
go build -o pipeline .
sha256sum pipeline
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "## $side run-$i"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss maxrss=%MKB" \
      ./pipeline -orders 500000 -workers 4 -hz 250 -cpuprofile "$CASE/$side/run-$i.pb.gz"
  done
done
ls -l "$CASE"/before "$CASE"/after
