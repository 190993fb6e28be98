#!/bin/bash
# JFR (settings=profile), Java 17, 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=400000; BATCHES=120
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -1) load: $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.jfr"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" java -XX:StartFlightRecording=filename="$out",settings=profile \
        -cp "$HERE/workload/classes_$side" StatsJob $N $BATCHES ) 2>&1
    echo "load: $(cat /proc/loadavg)"
  done
done
echo "== done $(date -u +%FT%TZ)"
