#!/bin/sh
# s23b-perf-3v3-smallreads: build both variants (same binary name), generate the input, b1 a1 b2 a2 b3 a3
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23b-smallreads; mkdir -p $B/before $B/after
gcc -O2 -g -fno-omit-frame-pointer                 "$W/stations.c" -o $B/before/stations -lm
gcc -O2 -g -fno-omit-frame-pointer -DREAD_CHUNK=64 "$W/stations.c" -o $B/after/stations -lm
[ -f $B/measurements.txt ] || $B/before/stations gen $B/measurements.txt 24000000
cat $B/measurements.txt > /dev/null   # warm the page cache
for i in 1 2 3; do
  for side in before after; do
    s=$(date +%s.%N)
    perf record -q -g -F 999 -o $B/perf.data -- $B/$side/stations scan $B/measurements.txt
    e=$(date +%s.%N)
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    echo "$side run-$i wall $(echo "$e - $s" | bc) s"
  done
done
