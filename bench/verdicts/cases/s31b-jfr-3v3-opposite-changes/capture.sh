#!/bin/bash
# Capture: JFR (settings=profile: jdk.ExecutionSample every 10 ms), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after build/before build/after
java -version 2>&1 | head -1; nproc
for side in before after; do javac -d build/$side workload/$side/ReportJob.java; done
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      java -XX:+FlightRecorder -XX:StartFlightRecording=filename=$side/run-$i.jfr,settings=profile \
           -cp build/$side ReportJob 80
  done
done
rm -rf build
