#!/usr/bin/env bash
# Compile both variants, then capture 3 before / 3 after JFR recordings (settings=profile), interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s28b-run/c3
mkdir -p "$CASE/before" "$CASE/after"
java -version 2>&1 | head -1
for v in before after; do
  rm -rf "$RUN/$v"; mkdir -p "$RUN/$v"
  javac -d "$RUN/$v" "$CASE/workload/$v/Pipeline.java"
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date +%T)"
    (cd "$RUN/$v" && flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es cpu=%P (timed inside the lock)" \
       java -XX:+FlightRecorder -XX:StartFlightRecording=filename="$CASE/$v/run-$i.jfr",settings=profile \
            -cp . Pipeline 70)
  done
done
