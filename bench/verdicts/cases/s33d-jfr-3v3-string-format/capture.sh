#!/usr/bin/env bash
# Case s33d-jfr-3v3-string-format: Java Flight Recorder, settings=profile (jdk.ExecutionSample every 10 ms),
# 3 runs a side, interleaved. Fixed work: 240000 events with a 4096-int payload each, seed = run number.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
BUILD="$(mktemp -d /tmp/s33d-jfr.XXXXXX)"
java -version 2>&1 | head -1
for side in before after; do mkdir -p "$BUILD/$side" && javac -d "$BUILD/$side" "$CASE/workload/$side/bench/Telemetry.java"; done
mkdir -p "$CASE/before" "$CASE/after"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s, user %U s" \
      java -XX:+FlightRecorder -XX:StartFlightRecording=filename="$CASE/$side/run-$i.jfr",settings=profile \
           -Dpayload=4096 -cp "$BUILD/$side" bench.Telemetry 240000 "$i"
  done
done
ls -l "$CASE"/before "$CASE"/after
rm -rf "$BUILD"
