#!/bin/bash
# Builds both Java variants and captures 3 before (sentinel) + 3 after (throw/catch)
# JFR recordings with settings=profile (jdk.ExecutionSample every 10 ms), 15 s each. Interleaved.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s38d/jfrcap
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
java -version 2>&1
for v in before after; do
  rm -rf "$SCRATCH/$v"; mkdir -p "$SCRATCH/$v"
  javac -d "$SCRATCH/$v" "$HERE/workload/$v/com/example/ingest/Ingest.java"
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i"
    flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording=filename="$HERE/$v/run-$i.jfr",settings=profile \
      -cp "$SCRATCH/$v" com.example.ingest.Ingest 15
  done
done
for f in "$HERE"/before/*.jfr "$HERE"/after/*.jfr; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
