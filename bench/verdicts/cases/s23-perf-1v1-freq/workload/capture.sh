#!/bin/sh
# s23-perf-1v1-freq: one binary; before at -F 499, after at -F 1999; order b1 a1
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23-freq; mkdir -p $B
gcc -O2 -g -fno-omit-frame-pointer "$W/logidx.c" -o $B/logidx
for side in before after; do
  if [ $side = before ]; then F=499; else F=1999; fi
  s=$(date +%s.%N)
  perf record -q -g -F $F -o $B/perf.data -- $B/logidx 800
  e=$(date +%s.%N)
  perf script -i $B/perf.data > "$C/$side/run-1.perf.txt" 2>/dev/null
  echo "$side run-1 -F $F wall $(echo "$e - $s" | bc) s"
done
