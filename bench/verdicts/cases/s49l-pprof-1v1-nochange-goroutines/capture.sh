#!/bin/bash
# Go runtime/pprof CPU profile, 1 run per side (before then after), same program and input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
NJOBS=15000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
echo "== load: $(uptime)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/jobpool_$side" -jobs $NJOBS -cpuprofile "$out" ) 2>&1
    echo "profile size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
