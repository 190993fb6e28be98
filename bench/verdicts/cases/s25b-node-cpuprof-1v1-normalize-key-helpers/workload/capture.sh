#!/bin/bash
# Capture for s25b-node-cpuprof-1v1-normalize-key-helpers. Order b1 a1. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
node --version
for side in before after; do
  t0=$(date +%s.%N)
  out=$(VARIANT=$side node --cpu-prof --cpu-prof-dir="$C/$side" --cpu-prof-name=run-1.cpuprofile "$W/catalog.js" 40)
  t1=$(date +%s.%N)
  echo "$side run-1 wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
done
echo done
