#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), 1 run per side, before then after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
LINES=30000; ROUNDS=5
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version) load: $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pb.gz"
  rm -f "$out"
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$HERE/workload/logparse_$side" -lines $LINES -rounds $ROUNDS -cpuprofile "$out" ) 2>&1
  echo "load: $(cat /proc/loadavg)"
done
echo "== done $(date -u +%FT%TZ)"
