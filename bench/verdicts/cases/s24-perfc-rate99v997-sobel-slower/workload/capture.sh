#!/bin/bash
# Capture for s24-perfc-rate99v997-sobel-slower. Order b1 a1 b2 a2 b3 a3. before -F 99, after -F 997.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24-c5; mkdir -p $B
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -Wall               "$W/imgpipe.c" -o $B/imgpipe-before -lm
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSLOW_SOBEL  "$W/imgpipe.c" -o $B/imgpipe-after  -lm
rm -f "$C"/before/run-* "$C"/after/run-*
declare -A F=([before]=99 [after]=997)
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q -g -F ${F[$side]} -o $B/perf.data -- $B/imgpipe-$side 110)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i -F ${F[$side]} wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
cd "$C"
python3 workload/shares.py --md '^sobel_edges$' '^gauss_blur$' '^render_scene$' '^threshold_label$' '^rle_encode$' '^equalize_hist$' '^main$' -- before/run-1.* after/run-1.* before/run-2.* after/run-2.* before/run-3.* after/run-3.* | tee workload/shares.txt
