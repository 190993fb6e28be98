#!/bin/bash
# s33b-jfr-3v3-string-concat: JFR (settings=profile), 3 before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
TMP=$(mktemp -d)
for v in before after; do mkdir -p "$TMP/$v"; javac -d "$TMP/$v" workload/$v/*.java; done
java -version 2>&1 | head -2
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i ($(date +%T)) =="
    flock /tmp/flamediff-capture.lock java -XX:+FlightRecorder \
      -XX:StartFlightRecording=filename="$v/run-$i.jfr",settings=profile \
      -cp "$TMP/$v" ReportJob 2>&1
    ls -l "$v/run-$i.jfr"
  done
done
rm -rf "$TMP"
