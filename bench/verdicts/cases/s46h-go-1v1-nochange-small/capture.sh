#!/bin/bash
# Go runtime/pprof CPU profile, identical program (built twice), 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=12000000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for side in before after; do
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$HERE/workload/logagg_$side" -n $N -cpuprofile "$HERE/$side/run-1.pb.gz" ) 2>&1
  ls -l "$HERE/$side"
done
echo "== done $(date -u +%FT%TZ)"
