#!/bin/bash
# Capture for s24b-pprof-1v1-goroutines. Order b1 a1. Each run holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-metricsd; rm -rf $B; mkdir -p $B/before $B/after
go version
for side in before after; do cp "$W/$side/main.go" "$W/$side/go.mod" $B/$side/; (cd $B/$side && go build -o metricsd .); done
for i in 1; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock $B/$side/metricsd -lines 2000000 -cpuprofile "$C/$side/run-$i.pb.gz")
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
