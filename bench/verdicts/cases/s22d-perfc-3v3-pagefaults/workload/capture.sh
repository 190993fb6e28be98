#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. Two builds of framepipe.c (same binary name,
# separate dirs): before -DREALLOC_STAGING=0, after -DREALLOC_STAGING=1. perf record -g (frame
# pointers) -F 999, 200 frames. perf script text, gzipped when over 1 MB.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22d-perfc-pf
rm -rf $O; mkdir -p $O/before $O/after
gcc -O2 -g -fno-omit-frame-pointer -DREALLOC_STAGING=0 -o $O/before/framepipe "$W/framepipe.c"
gcc -O2 -g -fno-omit-frame-pointer -DREALLOC_STAGING=1 -o $O/after/framepipe "$W/framepipe.c"
{ gcc --version | head -1; perf --version; uname -r; sha256sum $O/*/framepipe; } > "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    echo "loadavg before $v run-$i: $(cat /proc/loadavg)" >> "$W/capture.log"
    s=$(date +%s.%N)
    perf record -g -F 999 -o $O/$v-$i.data -- $O/$v/framepipe 200 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    f="$C/$v/run-$i.perf.txt"
    perf script -i $O/$v-$i.data > "$f" 2>> "$W/capture.log"
    if [ "$(stat -c %s "$f")" -gt 1000000 ]; then gzip -9 "$f"; fi
  done
done
rm -rf $O
