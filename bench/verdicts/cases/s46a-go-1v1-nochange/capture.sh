#!/bin/bash
# Go runtime/pprof CPU profile, 1 run per side, same source and input (built twice).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/invindex_$side" -docs 20000 -queries 3000 -cpuprofile "$out" ) 2>&1
    echo "size $(stat -c %s "$out")"
  done
done
echo "== done $(date -u +%FT%TZ)"
