#!/usr/bin/env bash
# Same binary both sides, 6 runs a side interleaved b1 a1 ... b6 a6.
# perf record -F 999 -g (frame pointers, cpu-clock), args 80 1200 120 (fixed work per thread).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22-perfc-6v6
bash "$W/build.sh"; sha256sum $O/pipe3 > "$W/capture.log"
for i in 1 2 3 4 5 6; do
  for v in before after; do
    s=$(date +%s.%N)
    perf record -q -F 999 -g -o "$O/$v-$i.data" $O/pipe3 80 1200 120 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    perf script -i "$O/$v-$i.data" > "$C/$v/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$C/$v/run-$i.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$v/run-$i.perf.txt"; fi
  done
done
