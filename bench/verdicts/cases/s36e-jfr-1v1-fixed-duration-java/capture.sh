#!/bin/bash
# Rerunnable capture for s36e-jfr-1v1-fixed-duration-java. One run per side, interleaved b1, a1.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
java -version 2>&1
for side in before after; do
  mkdir -p "$T/$side"
  javac -d "$T/$side" "$D/workload/$side/OrderPricer.java"
done
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording:filename="$D/$side/run-$i.jfr",settings=profile \
      -cp "$T/$side" OrderPricer 5000 7
    rm -f "$D/$side/run-$i.jfr.gz"
    gzip -9n "$D/$side/run-$i.jfr"
  done
done
rm -rf "$T"
python3 "$D/measure.py" 6
