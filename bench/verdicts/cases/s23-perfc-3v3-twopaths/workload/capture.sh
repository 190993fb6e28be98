#!/bin/sh
# s23-perfc-3v3-twopaths: build both variants (same binary name), capture b1 a1 b2 a2 b3 a3
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23-twopaths; mkdir -p $B/before $B/after
gcc -O2 -g -fno-omit-frame-pointer            "$W/logidx.c" -o $B/before/logidx
gcc -O2 -g -fno-omit-frame-pointer -DMIX_HASH=1 "$W/logidx.c" -o $B/after/logidx
for i in 1 2 3; do
  for side in before after; do
    s=$(date +%s.%N)
    perf record -q -g -F 999 -o $B/perf.data -- $B/$side/logidx 800
    e=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$e - $s" | bc) s"
  done
done
