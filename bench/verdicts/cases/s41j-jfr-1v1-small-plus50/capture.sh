#!/bin/bash
# One JFR recording per side. before: scorePasses=4, after: scorePasses=6 (+50%).
# Settings: JDK's profile.jfc with jdk.ExecutionSample period 10 ms -> 2 ms (workload/profile-2ms.jfc).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41j/jfr
mkdir -p "$SCR/classes" "$HERE/before" "$HERE/after"
java -version 2>&1
javac -d "$SCR/classes" "$HERE/workload/src/shipping/RouteBench.java"
cap() { # side
  rm -f "$HERE/$1"/run-1.jfr*
  flock /tmp/flamediff-capture.lock java \
      "-XX:StartFlightRecording=settings=$HERE/workload/profile-2ms.jfc,filename=$HERE/$1/run-1.jfr" \
      -cp "$SCR/classes" shipping.RouteBench "$1"
  f="$HERE/$1/run-1.jfr"
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
  ls -l "$HERE/$1"
}
cap before
cap after
