#!/bin/bash
# JFR (settings=profile), Java, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=6000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -1)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.jfr"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" java -XX:StartFlightRecording=filename="$out",settings=profile \
        -cp "$HERE/workload/build_$side" Ledger $BATCHES ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
