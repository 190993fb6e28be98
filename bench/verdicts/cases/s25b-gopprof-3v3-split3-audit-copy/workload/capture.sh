#!/bin/bash
# Capture for s25b-gopprof-3v3-split3-audit-copy. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25b/go-cap; mkdir -p $B/before $B/after
go version
cd "$W"
go build -o $B/before/eventexport .
go build -o $B/after/eventexport -ldflags "-X main.auditCopy=1" .
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$($B/$side/eventexport -rounds 30 -cpuprofile "$C/$side/run-$i.pb.gz")
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
