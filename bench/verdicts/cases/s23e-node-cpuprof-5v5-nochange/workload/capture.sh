#!/bin/bash
# Capture for s23e-node-cpuprof-5v5-nochange (control: same script both sides). Order b1 a1 ... b5 a5.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23e-node; rm -rf $B; mkdir -p $B
node --version
for i in 1 2 3 4 5; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(node --cpu-prof --cpu-prof-dir=$B --cpu-prof-name=p.cpuprofile "$W/invoice.js" 14)
    t1=$(date +%s.%N)
    mv $B/p.cpuprofile "$C/$side/run-$i.cpuprofile"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
