#!/bin/bash
# Capture for s24b-jfr-3v3-lambda. Order b1 a1 b2 a2 b3 a3. Each run holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-jfr; rm -rf $B; mkdir -p $B/before $B/after
java -version 2>&1 | head -1
for side in before after; do cp "$W/$side/LogReport.java" $B/$side/; (cd $B/$side && javac LogReport.java); done
for i in 1 2 3; do
  for side in before after; do
    rm -f "$C/$side/run-$i.jfr"
    t0=$(date +%s.%N)
    out=$(cd $B/$side && flock /tmp/flamediff-capture.lock java -Xmx1g -XX:StartFlightRecording=filename="$C/$side/run-$i.jfr" LogReport 8 200000 2>/dev/null | grep batches)
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
