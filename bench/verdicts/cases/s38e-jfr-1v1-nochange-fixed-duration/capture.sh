#!/bin/bash
# Builds TextPipeline and captures 1 JFR run per side, each a fixed 12 s: control, IDENTICAL
# program, mode ("before" = precompiled Pattern) and seed on both sides.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38e/jfr-control; mkdir -p "$W"; cd "$W"
rm -rf classes; mkdir classes
javac -d classes "$CASE/workload/src/s38e/TextPipeline.java"
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock java \
      -XX:StartFlightRecording:filename="$CASE/$side/run-$i.jfr",settings="$CASE/workload/sampling.jfc" \
      -cp classes s38e.TextPipeline before 12 42
  done
done
gzip -9 -f "$CASE"/before/*.jfr "$CASE"/after/*.jfr   # profile files > 200 KB
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
