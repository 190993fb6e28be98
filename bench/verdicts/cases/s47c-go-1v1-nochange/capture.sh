#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), 1 run per side, same source and input (rebuilt for after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
QUERIES=1500
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version) nproc=$(nproc) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pb.gz"
  rm -f "$out"
  echo "== capture $side run 1 (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  ( time flock "$LOCK" "$HERE/workload/routeplan_$side" -queries $QUERIES -cpuprofile "$out" ) 2>&1
done
echo "== done $(date -u +%FT%TZ)"
