#!/bin/bash
# Capture for s25c-jfr-3v3-regex-per-call. Order b1 a1 b2 a2 b3 a3; each profiled run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25c/java-cap; rm -rf $B; mkdir -p $B
java -version 2>&1 | head -2
javac -d $B "$W/TicketScan.java"
for i in 1 2 3; do
  for side in before after; do
    if [ $side = after ]; then P=-Dchange=compile_per_call; else P=-Dchange=none; fi
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock java $P -XX:StartFlightRecording=filename="$C/$side/run-$i.jfr",settings=profile -cp $B TicketScan 40 2>/dev/null | grep '^change=')
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
