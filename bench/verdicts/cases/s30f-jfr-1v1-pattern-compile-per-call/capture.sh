#!/usr/bin/env bash
# 1 before / 1 after JFR recording (settings=profile: 10 ms execution sampling), before first.
# Run from this case directory:  bash capture.sh > capture.log 2>&1
set -euo pipefail
cd "$(dirname "$0")"
PASSES=3 LINES=230000
java -version 2>&1
bash workload/build.sh
for side in before after; do
  echo "== $side run-1  $(date +%T)"
  /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
    flock /tmp/flamediff-capture.lock \
    java -XX:+FlightRecorder -XX:StartFlightRecording=filename=$side/run-1.jfr,settings=profile \
         -cp workload/$side/classes app.LogJob $PASSES $LINES
done
echo "== shares"
for rx in '^app\.LogScanner\.parseLine\b' '^java\.util\.regex\.Pattern\.compile\b' '^app\.LogScanner\.accept\b'; do
  echo "-- regex $rx"
  python3 workload/share_jfr.py "$rx" before/run-1.jfr after/run-1.jfr
done
