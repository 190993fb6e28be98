#!/usr/bin/env bash
# 1 run a side (before then after). perf record -F 999 -g (frame pointers), 240 frames.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22b-cpp-1v1-inline
bash "$W/build.sh"; g++ --version | head -1 > "$W/capture.log"; sha256sum $O/*/imgproc >> "$W/capture.log"
for v in before after; do
  s=$(date +%s.%N)
  perf record -q -F 999 -g -o "$O/$v-1.data" "$O/$v/imgproc" 240 >> "$W/capture.log" 2>&1
  echo "$v run-1 wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  perf script -i "$O/$v-1.data" > "$C/$v/run-1.perf.txt" 2>/dev/null
  if [ "$(stat -c %s "$C/$v/run-1.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$v/run-1.perf.txt"; fi
  rm -f "$O/$v-1.data"
done
