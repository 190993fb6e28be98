#!/bin/bash
# Capture for s23f-go-3v3-newcallee. Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23f-go; mkdir -p $B
go version
(cd "$W/before" && go build -o $B/orderledger-before .)
(cd "$W/after" && go build -o $B/orderledger-after .)
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$($B/orderledger-$side -batches 36 -cpuprofile "$C/$side/run-$i.pb.gz" 2>/dev/null)
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
