#!/bin/bash
# Case s32b-jfr-3v3-synchronized-counter: JFR settings=profile, 3 runs per side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
java -version 2>&1 | head -1
rm -rf /tmp/s32b-jfr-classes && mkdir -p /tmp/s32b-jfr-classes/before /tmp/s32b-jfr-classes/after
javac -d /tmp/s32b-jfr-classes/before workload/before/Pipeline.java
javac -d /tmp/s32b-jfr-classes/after  workload/after/Pipeline.java
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%T)"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%e s user=%U s" \
      java -XX:+FlightRecorder -XX:StartFlightRecording=filename=$side/run-$i.jfr,settings=profile \
           -cp /tmp/s32b-jfr-classes/$side Pipeline 3500000
    uptime
  done
done
ls -l before after
