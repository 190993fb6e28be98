#!/bin/bash
# Capture for s23f-node-cpuprof-3v3-regex. Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
T=/tmp/s23f-node; mkdir -p $T
node --version
for i in 1 2 3; do
  for side in before after; do
    rm -f $T/cur.cpuprofile
    t0=$(date +%s.%N)
    out=$(cd "$W/$side" && node --cpu-prof --cpu-prof-dir=$T --cpu-prof-name=cur.cpuprofile logstats.cjs 16)
    t1=$(date +%s.%N)
    cp $T/cur.cpuprofile "$C/$side/run-$i.cpuprofile"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
