#!/bin/bash
# Capture for s25-gopprof-3v3-alloc-gc-enrich. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
export PATH=/usr/lib/go-1.19/bin:$PATH
B=/tmp/s25/go-cap; mkdir -p $B
go version
cd "$W"
go build -o $B/before/eventagg -ldflags "-X main.enrichTags=8" .
go build -o $B/after/eventagg -ldflags "-X main.enrichTags=12" .
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$($B/$side/eventagg -rounds 8 -cpuprofile "$C/$side/run-$i.pb.gz")
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
