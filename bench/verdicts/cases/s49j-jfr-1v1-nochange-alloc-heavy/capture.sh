#!/bin/bash
# JFR (settings=profile), Java, 1 run per side: before then after. No-change control:
# both sides run the same source (compiled separately per side) with the same input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=60; BATCH_SIZE=20000
mkdir -p "$HERE/before" "$HERE/after" /tmp/s49j
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -1) $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.jfr"; rm -f "$out"
  echo "== capture $side run 1 ($(cat /proc/loadavg))"
  ( time flock "$LOCK" java -Xmx128m -Xmn16m -Xlog:gc:file=/tmp/s49j/gc-$side.log \
      -XX:StartFlightRecording=filename="$out",settings=profile \
      -cp "$HERE/workload/$side/classes" TelemetryRollup $BATCHES $BATCH_SIZE ) 2>&1
  echo "young GC pauses: $(grep -c 'Pause Young' /tmp/s49j/gc-$side.log)"
  ls -l "$out"
done
echo "== done $(date -u +%FT%TZ)"
