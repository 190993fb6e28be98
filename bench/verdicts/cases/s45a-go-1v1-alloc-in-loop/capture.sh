#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), tag indexer, 1 run per side (before, then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=30
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pb.gz"
  rm -f "$out"
  echo "== capture $side run 1"
  ( time flock "$LOCK" env GODEBUG=gctrace=1 "$HERE/workload/tagstats_$side" -rounds $ROUNDS -cpuprofile "$out" ) 2>&1 \
    | awk '/^gc /{n++; next} {print} END{print "gc cycles:", n+0}'
  echo "size $(stat -c %s "$out") bytes"
done
echo "== done $(date -u +%FT%TZ)"
