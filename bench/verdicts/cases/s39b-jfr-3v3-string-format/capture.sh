#!/bin/bash
# Rerunnable capture for s39b-jfr-3v3-string-format (Java Flight Recorder).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39b/jfr
mkdir -p "$SCR/classes" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
java -version 2>&1 | head -2
javac -d "$SCR/classes" "$HERE/workload/src/com/example/OrderPipeline.java"
ITEMS=600000
for side in before after; do
  for r in 1 2 3; do
    out="$HERE/$side/run-$r.jfr"
    echo "== $side run-$r: OrderPipeline $side $ITEMS"
    flock /tmp/flamediff-capture.lock java \
      -XX:StartFlightRecording:filename="$out",settings="$HERE/workload/sampling-2ms.jfc" \
      -cp "$SCR/classes" com.example.OrderPipeline $side $ITEMS
    ls -l "$out"
    # profile files over 200 KB are stored gzipped
    if [ $(stat -c %s "$out") -gt 204800 ]; then gzip -9 "$out"; fi
  done
done
