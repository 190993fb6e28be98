#!/bin/sh
# s23b-perfc-1v1-recursive: build both variants (same binary name), capture b1 a1
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23b-recursive; mkdir -p $B/before $B/after
gcc -O2 -g -fno-omit-frame-pointer                   "$W/wordidx.c" -o $B/before/wordidx
gcc -O2 -g -fno-omit-frame-pointer -DNATURAL_ORDER=1 "$W/wordidx.c" -o $B/after/wordidx
for i in 1; do
  for side in before after; do
    s=$(date +%s.%N)
    perf record -q -g -F 999 -o $B/perf.data -- $B/$side/wordidx 80000
    e=$(date +%s.%N)
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    echo "$side run-$i wall $(echo "$e - $s" | bc) s"
  done
done
