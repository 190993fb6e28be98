#!/bin/bash
# Go runtime/pprof CPU profile, 3 runs per side, interleaved; control (same source and input, rebuilt for after), under flock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ARGS="-batches 60 -events 40000 -sessions 3000"
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/eventgraph_$side" $ARGS -cpuprofile "$out" ) 2>&1
    echo "size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
