#!/usr/bin/env bash
# Same binary, 1 run a side (before then after), perf record -g -F 999, 300 frames.
# AFTER only: an unrelated background process (hog: memory streaming + integer mixing) is started
# 0.5 s before the profiled run and killed (by its own pid) right after. The hog is not profiled.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22c-perfc-busy
rm -rf $O; mkdir -p $O
gcc -O2 -g -fno-omit-frame-pointer -o $O/imgpipe "$W/imgpipe.c"
gcc -O2 -o $O/hog "$W/hog.c"
{ gcc --version | head -1; perf --version; sha256sum $O/imgpipe; } > "$W/capture.log"
for v in before after; do
  HOG=
  if [ $v = after ]; then
    $O/hog 60 >> "$W/capture.log" 2>&1 & HOG=$!
    sleep 0.5; echo "hog pid $HOG running" >> "$W/capture.log"
  fi
  echo "loadavg before $v: $(cat /proc/loadavg)" >> "$W/capture.log"
  s=$(date +%s.%N)
  perf record -g -F 999 -o $O/$v.data -- $O/imgpipe 300 >> "$W/capture.log" 2>&1
  echo "$v run-1 wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  if [ -n "$HOG" ]; then kill $HOG; wait $HOG || true; echo "hog $HOG stopped" >> "$W/capture.log"; fi
  perf script -i $O/$v.data > "$C/$v/run-1.perf.txt" 2>> "$W/capture.log"
done
rm -rf $O
