#!/bin/bash
# Capture for s24c-v8-3v3-mapfilter. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24c-node; rm -rf $B; mkdir -p $B
node --version
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(node --cpu-prof --cpu-prof-dir=$B --cpu-prof-name=$side-$i.cpuprofile "$W/$side/orders.js" 20)
    t1=$(date +%s.%N)
    cp $B/$side-$i.cpuprofile "$C/$side/run-$i.cpuprofile.json"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
