#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), 1 run per side, before then after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=150
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/score_$side" -batches $BATCHES -cpuprofile "$out" ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
