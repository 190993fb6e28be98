#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=4500
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/sensorjob_$side" -batches $BATCHES -cpuprofile "$out" ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
