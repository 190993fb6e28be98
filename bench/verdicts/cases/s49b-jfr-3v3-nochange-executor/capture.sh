#!/bin/bash
# JFR (settings=profile), Java OrderPipeline on Executors.newFixedThreadPool(4), 3 runs per side,
# interleaved b1 a1 b2 a2 b3 a3, under flock. before and after are the same source and input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=100000; ROUNDS=3
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -1)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.jfr"; rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" java -XX:StartFlightRecording=filename="$out",settings=profile \
        -cp "$HERE/workload/build/$side" OrderPipeline $N $ROUNDS | tail -1 ) 2>&1
  done
done
echo "== measure"
python3 "$HERE/measure.py"
echo "== done $(date -u +%FT%TZ)"
