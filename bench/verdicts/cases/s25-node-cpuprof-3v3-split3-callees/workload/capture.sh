#!/bin/bash
# Capture for s25-node-cpuprof-3v3-split3-callees. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
node --version
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(VARIANT=$side node --cpu-prof --cpu-prof-dir="$C/$side" --cpu-prof-name=run-$i.cpuprofile "$W/invoices.js" 40)
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
