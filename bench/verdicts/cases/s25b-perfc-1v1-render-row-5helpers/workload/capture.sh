#!/bin/bash
# Capture for s25b-perfc-1v1-render-row-5helpers. Order b1 a1. Run under flock /tmp/flamediff-capture.lock.
# Both builds are named ledger (in before/ and after/).
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25b/c5-cap; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version
F="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -Wall"
gcc $F -c "$W/helpers.c" -o $B/helpers.o
gcc $F -I"$W" "$W/ledger.c" $B/helpers.o -o $B/before/ledger
gcc $F -I"$W" -DAUDIT_LINES=1 "$W/ledger.c" $B/helpers.o -o $B/after/ledger
for side in before after; do
  t0=$(date +%s.%N)
  out=$(perf record -q -g -F 999 -o $B/perf.data -- $B/$side/ledger 60)
  t1=$(date +%s.%N)
  la=$(cut -d' ' -f1-3 /proc/loadavg)
  perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-1.perf.txt.gz"
  echo "$side run-1 wall $(echo "$t1 - $t0" | bc) s  $out  load $la"
done
echo done
