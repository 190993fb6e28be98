#!/bin/bash
# Capture for s23d-go-1v1-phases-nochange. One binary, used for both sides. Order: b1 a1. runtime/pprof (100 Hz).
set -e -o pipefail
cd "$(dirname "$0")"
go version
go build -o /tmp/s23d-clickagg .
for i in 1; do
  for side in before after; do
    t0=$(date +%s.%N)
    /tmp/s23d-clickagg -passes 12 -events 300000 -cpuprofile ../$side/run-$i.pb.gz
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
