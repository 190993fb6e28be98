#!/usr/bin/env bash
# Builds the before/after variants of LogScan and records one JFR run per side
# (before first, then after), each a separate JVM running for 17 s of wall time.
# Both variants are compiled into directories with the same class name, so the
# frames are named identically on both sides.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s37d-j
mkdir -p "$W/before" "$W/after"
for side in before after; do
  javac -d "$W/$side" "$CASE/workload/$side/LogScan.java"
done
rm -f "$CASE"/before/* "$CASE"/after/*
java -version 2>&1 | head -1
for side in before after; do
  echo "== $side run-1 ($(date +%T))"
  # settings=profile: jdk.ExecutionSample every 10 ms (default.jfc: 20 ms).
  # stackdepth=256: java.util.regex matching recurses per character inside the
  # quoted user-agent value and exceeds JFR's default 64-frame limit.
  flock /tmp/flamediff-capture.lock \
    java -XX:FlightRecorderOptions:stackdepth=256 \
         -XX:StartFlightRecording=filename="$W/$side-run-1.jfr",settings=profile \
         -cp "$W/$side" LogScan 17
  jfr summary "$W/$side-run-1.jfr" | grep -E 'Duration|jdk.ExecutionSample '
  gzip -9n -c "$W/$side-run-1.jfr" > "$CASE/$side/run-1.jfr.gz"
done
ls -l "$CASE"/before "$CASE"/after
