#!/usr/bin/env bash
# capture.sh : 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each its own JVM.
# JFR with settings=profile (jdk.ExecutionSample every 10 ms), 20 passes over 20000 requests.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after"
for i in 1 2 3; do
  java -Dchange=none -XX:StartFlightRecording=filename=$C/before/run-$i.jfr,settings=profile -cp /tmp/cna/java/classes ReqLoop 20
  java -Dchange=strict_validate -XX:StartFlightRecording=filename=$C/after/run-$i.jfr,settings=profile -cp /tmp/cna/java/classes ReqLoop 20
done
