#!/bin/bash
# Capture: Java 17 JFR (settings=profile), 1 run per side, interleaved b1, a1.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36d/jfr
rm -rf "$W"; mkdir -p "$W/before" "$W/after"
for side in before after; do
  javac -d "$W/$side" "$CASE/workload/$side/Pipeline.java"
done
java -version 2>&1
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      java -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints -XX:StartFlightRecording=filename="$W/$side-$i.jfr",settings=profile \
           -cp "$W/$side" Pipeline 7000
    cp "$W/$side-$i.jfr" "$CASE/$side/run-$i.jfr"
    gzip -9n "$CASE/$side/run-$i.jfr"
  done
done
ls -l "$CASE"/before "$CASE"/after
