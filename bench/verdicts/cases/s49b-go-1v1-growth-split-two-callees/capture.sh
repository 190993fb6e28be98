#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), contactsvc, 1 run per side (before then after), under flock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ARGS="-requests 4000 -per 40 -rounds 9"
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pb.gz"; rm -f "$out"
  echo "== capture $side run 1"
  ( time flock "$LOCK" env GOMAXPROCS=2 "$HERE/workload/contactsvc_$side" $ARGS -cpuprofile "$out" ) 2>&1
done
echo "== measure"
python3 "$HERE/measure.py"
echo "== done $(date -u +%FT%TZ)"
