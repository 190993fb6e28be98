#!/bin/sh
# s23-node-perf-3v3-jit: order b1 a1 b2 a2 b3 a3; each side's app.js copied to the same path
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23-nodejit; mkdir -p $B
for i in 1 2 3; do
  for side in before after; do
    cp "$W/$side/app.js" $B/app.js
    cd $B
    s=$(date +%s.%N)
    perf record -q -g -F 499 -o $B/perf.data -- node --perf-basic-prof --no-turbo-inlining app.js 2000
    e=$(date +%s.%N)
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    rm -f /tmp/perf-*.map
    echo "$side run-$i wall $(echo "$e - $s" | bc) s"
  done
done
