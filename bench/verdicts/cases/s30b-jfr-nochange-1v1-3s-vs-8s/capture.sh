#!/usr/bin/env bash
# Case s30b-jfr-nochange-1v1-3s-vs-8s: no code change; JFR settings=profile; one run a side,
# the "before" run lasts 3 s and the "after" run 8 s (different share of JIT warm-up).
set -euo pipefail
cd "$(dirname "$0")"
java -version 2>&1
BUILD=$(mktemp -d)
javac -d "$BUILD" workload/WordIndex.java
mkdir -p before after
echo "== before run 1 (3 s)"
flock /tmp/flamediff-capture.lock \
  java -XX:+FlightRecorder -XX:StartFlightRecording=filename=before/run-1.jfr,settings=profile -cp "$BUILD" WordIndex 3
echo "== after run 1 (8 s)"
flock /tmp/flamediff-capture.lock \
  java -XX:+FlightRecorder -XX:StartFlightRecording=filename=after/run-1.jfr,settings=profile -cp "$BUILD" WordIndex 8
rm -rf "$BUILD"
