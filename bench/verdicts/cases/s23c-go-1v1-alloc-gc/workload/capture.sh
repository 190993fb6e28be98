#!/bin/bash
# Capture for s23c-go-1v1-alloc-gc. Order: b1 a1. runtime/pprof CPU profile (100 Hz).
set -e
cd "$(dirname "$0")"
go version
go build -o /tmp/s23c-metricsagg .
for i in 1; do
  for side in before after; do
    flag=""; [ $side = after ] && flag="-after"
    t0=$(date +%s.%N)
    /tmp/s23c-metricsagg -n 200000 -rounds 50 -cpuprofile ../$side/run-$i.pb.gz $flag
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
