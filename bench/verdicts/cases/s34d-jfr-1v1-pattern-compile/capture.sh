#!/usr/bin/env bash
# Captures s34d-jfr-1v1-pattern-compile: JFR (settings=profile), 1 run per side.
# before: -Dvalidator.precompiled=true (static final Pattern); after: =false (Pattern.compile per call).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s34d/c3/build; rm -rf "$BUILD"; mkdir -p "$BUILD"
echo "date: $(date -u +%FT%TZ)"
echo "java: $(java -version 2>&1 | tr '\n' ' ')"
javac -d "$BUILD" "$HERE/workload/SignupValidator.java"
for run in 1; do
  for side in before after; do
    pre=true; [ $side = after ] && pre=false
    echo "== $side run-$run (-Dvalidator.precompiled=$pre)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "time: wall=%es user=%Us sys=%Ss" \
      java -XX:+FlightRecorder -XX:StartFlightRecording=filename="$HERE/$side/run-$run.jfr",settings=profile \
      -Dvalidator.precompiled=$pre -cp "$BUILD" SignupValidator 200000 2 2>&1
    ls -l "$HERE/$side/run-$run.jfr"
  done
done
echo "== measure (jdk.ExecutionSample events with the frame anywhere on the stack)"
for rx in 'java\.util\.regex\.Pattern\.compile$' 'SignupValidator\.isValidEmail$' 'java\.util\.regex\.Pattern\.<init>$' 'SignupValidator\.main$'; do
  echo "-- $rx"; python3 "$HERE/measure.py" "$rx" "$HERE"/before/run-1.jfr "$HERE"/after/run-1.jfr
done
