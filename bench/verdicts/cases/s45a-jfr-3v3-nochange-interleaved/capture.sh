#!/bin/bash
# JFR (settings=profile), route planner, unchanged program compiled twice, 3 runs per side interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=12
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -1)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.jfr"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" java -XX:StartFlightRecording=filename="$out",settings=profile \
        -cp "$HERE/workload/classes-$side" routing.RoutePlanner $ROUNDS ) 2>&1
    echo "size $(stat -c %s "$out") bytes, execution samples $(jfr summary "$out" | awk '$1=="jdk.ExecutionSample"{print $2}')"
  done
done
echo "== done $(date -u +%FT%TZ)"
