#!/bin/bash
# Case s31d-jfr-1v1-string-format-hot-loop: OpenJDK 17 JFR with settings=profile (10 ms execution
# sampling), ONE run a side (before, then after), each under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
java -version 2>&1 | head -1
for v in before after; do
  rm -rf /tmp/s31d-java-$v && mkdir -p /tmp/s31d-java-$v
  javac -d /tmp/s31d-java-$v workload/$v/Report.java
done
for v in before after; do
  echo "== $v run-1: $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    java -XX:+FlightRecorder -XX:StartFlightRecording=filename=$v/run-1.jfr,settings=profile \
      -cp /tmp/s31d-java-$v Report 6 100000
done
ls -l before after
