#!/bin/sh
# s23b-node-cpuprof-1v1-durations: same script, before 100000 invoices, after 200000; b1 a1
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
for i in 1; do
  for side in before after; do
    n=100000; [ $side = after ] && n=200000
    s=$(date +%s.%N)
    node --cpu-prof --cpu-prof-dir "$C/$side" --cpu-prof-name "run-$i.cpuprofile" "$W/invoices.js" $n
    e=$(date +%s.%N)
    echo "$side run-$i n=$n wall $(echo "$e - $s" | bc) s"
  done
done
