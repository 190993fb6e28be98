#!/bin/bash
# JFR with settings=profile, one 8 s run per side (before, then after).
set -e
cd "$(dirname "$0")"
java -version 2>&1 | head -1
for s in before after; do
  rm -rf /tmp/s32f-jfr-$s.cls
  javac -d /tmp/s32f-jfr-$s.cls workload/$s/SessionCache.java
done
for s in before after; do
  echo "== $s run-1"
  flock /tmp/flamediff-capture.lock java -XX:+FlightRecorder \
    -XX:StartFlightRecording=filename=$PWD/$s/run-1.jfr,settings=profile \
    -cp /tmp/s32f-jfr-$s.cls SessionCache 8
done
ls -l before after
