#!/bin/bash
# Capture for s25c-node-cpuprof-3v3-control-seed. Order b1 a1 b2 a2 b3 a3; each profiled run under flock /tmp/flamediff-capture.lock.
# Same script both sides; before uses input seed 1, after seed 2.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
node --version
for i in 1 2 3; do
  for side in before after; do
    if [ $side = after ]; then SEED=2; else SEED=1; fi
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir="$C/$side" --cpu-prof-name=run-$i.cpuprofile "$W/events.js" 40 $SEED)
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
