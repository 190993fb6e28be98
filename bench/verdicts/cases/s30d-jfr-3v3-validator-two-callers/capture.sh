#!/bin/bash
# Java Flight Recorder, settings=profile (jdk.ExecutionSample every 10 ms), 3 runs a side, interleaved.
set -e
cd "$(dirname "$0")"
java -version 2>&1 | head -1
for side in before after; do
  rm -rf "workload/$side/classes"; javac -d "workload/$side/classes" "workload/$side/App.java"
done
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      java -XX:+FlightRecorder -XX:StartFlightRecording=filename=$side/run-$i.jfr,settings=profile \
        -cp "workload/$side/classes" App
  done
done
