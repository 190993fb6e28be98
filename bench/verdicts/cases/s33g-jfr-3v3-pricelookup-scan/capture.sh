#!/bin/bash
# Captures 3 before / 3 after JFR recordings (settings=profile), interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s33g-jfr-build
rm -rf "$BUILD"; mkdir -p "$BUILD/before" "$BUILD/after"
javac -d "$BUILD/before" "$CASE/workload/before/Pricing.java"
javac -d "$BUILD/after"  "$CASE/workload/after/Pricing.java"
java -version 2>&1 | head -1
ORDERS=1000000
for i in 1 2 3; do
  for side in before after; do
    out="$CASE/$side/run-$i.jfr"
    rm -f "$out"
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      java -XX:+FlightRecorder -XX:StartFlightRecording=filename="$out",settings=profile \
           -cp "$BUILD/$side" Pricing $ORDERS
    ls -l "$out"
  done
done
