#!/usr/bin/env bash
# capture.sh : 1 run a side, before then after, each its own JVM.
# JFR started on the command line with the built-in "profile" settings
# (jdk.ExecutionSample every 10 ms for Java code), recording dumped at exit.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after"
one() { # side change
  java -cp /tmp/cnc/java/classes \
    -XX:StartFlightRecording=filename="$C/$1/run-1.jfr",settings=profile \
    OrderBatch --change "$2"
}
one before none
one after streams
