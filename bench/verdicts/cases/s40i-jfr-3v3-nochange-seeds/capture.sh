#!/usr/bin/env bash
# Compiles workload/src and captures 3 "before" and 3 "after" JFR recordings
# (settings=profile, i.e. jdk.ExecutionSample every 10 ms), interleaved b1 a1 b2 a2 b3 a3.
# Same program on both sides; only the seed differs (before: 1001 1002 1003,
# after: 2001 2002 2003).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s40i/jfr-nochange
mkdir -p "$SCRATCH/classes" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
java -version 2>&1
javac -d "$SCRATCH/classes" "$HERE/workload/src/com/example/orders/OrderBook.java"
capture() { # side run seed
  local side=$1 run=$2 seed=$3
  local out="$HERE/$side/run-$run.jfr"
  echo "== $side run-$run seed=$seed"
  flock /tmp/flamediff-capture.lock \
    java -XX:StartFlightRecording=settings=profile,filename="$out" \
      -cp "$SCRATCH/classes" com.example.orders.OrderBook "$seed"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; fi
}
capture before 1 1001
capture after  1 2001
capture before 2 1002
capture after  2 2002
capture before 3 1003
capture after  3 2003
ls -l "$HERE/before" "$HERE/after"
