#!/bin/bash
# Capture for s24b-perfnode-3v3-polymorphic. Both sides run as $B/run/catalog.js with the same line numbers.
# Order b1 a1 b2 a2 b3 a3. Each run holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-catalog; rm -rf $B; mkdir -p $B/before $B/after $B/run
node --version; perf --version
for side in before after; do cp "$W/$side/catalog.js" $B/$side/; done
for i in 1 2 3; do
  for side in before after; do
    cp $B/$side/catalog.js $B/run/catalog.js   # same path both sides: JS frame names carry the script path
    t0=$(date +%s.%N)
    out=$(cd $B/run && flock /tmp/flamediff-capture.lock perf record -q -g -F 499 -o $B/perf.data -- node --perf-basic-prof catalog.js 120000 250)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    pid=$(awk 'NR==1{print $2; exit}' "$C/$side/run-$i.perf.txt"); rm -f /tmp/perf-$pid.map
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
rm -f $B/perf.data
