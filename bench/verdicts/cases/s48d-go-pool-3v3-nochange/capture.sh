#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), worker pool, 3 runs per side interleaved b1 a1 b2 a2 b3 a3.
# Control: before and after are the same source and input (built twice).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=1800000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/pool_$side" -n $N -workers 4 -cpuprofile "$HERE/$side/run-$i.pb.gz" ) 2>&1
  done
done
python3 "$HERE/measure.py" "$HERE"
echo "== done $(date -u +%FT%TZ)"
