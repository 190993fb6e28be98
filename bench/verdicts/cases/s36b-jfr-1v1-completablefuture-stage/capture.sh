#!/bin/bash
# Rerunnable capture for s36b-jfr-1v1-completablefuture-stage. Run from this directory.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
B=$(mktemp -d)
java -version 2>&1 | head -1
for s in before after; do
  mkdir -p "$B/$s"
  javac -d "$B/$s" "$CASE/workload/$s/Pipeline.java"
done
rm -f "$CASE"/before/run-*.jfr "$CASE"/after/run-*.jfr
# one run a side, order b1, a1; each run lasts 7 s of pipeline work
for i in 1; do
  for s in before after; do
    echo "== $s run-$i"
    flock /tmp/flamediff-capture.lock \
      java -XX:StartFlightRecording=filename="$CASE/$s/run-$i.jfr",settings=profile \
           -cp "$B/$s" Pipeline 7 2>&1
  done
done
rm -rf "$B"
python3 "$CASE/measure.py"
