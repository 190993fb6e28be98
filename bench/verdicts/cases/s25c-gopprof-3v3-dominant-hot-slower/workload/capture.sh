#!/bin/bash
# Capture for s25c-gopprof-3v3-dominant-hot-slower. Order b1 a1 b2 a2 b3 a3; each profiled run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25c/go-cap; mkdir -p $B/before $B/after
go version
cd "$W"
go build -o $B/before/routeplan .
go build -o $B/after/routeplan -ldflags "-X main.haversine=1" .
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock $B/$side/routeplan -rounds 150 -cpuprofile "$C/$side/run-$i.pb.gz")
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
