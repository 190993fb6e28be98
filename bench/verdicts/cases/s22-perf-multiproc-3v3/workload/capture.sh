#!/usr/bin/env bash
# 3 runs a side interleaved b1 a1 b2 a2 b3 a3. perf record -F 999 -g of the whole shell driver
# (sh driver.sh BIN DATA OUT), which runs wordfreq 4 times plus sha256sum/sort/awk/gzip/wc.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22-perf-multiproc
bash "$W/build.sh"; sha256sum $O/*/wordfreq > "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    rm -rf "$O/out-$v-$i"
    s=$(date +%s.%N)
    perf record -q -F 999 -g -o "$O/$v-$i.data" -- sh "$W/driver.sh" "$O/$v/wordfreq" "$O/data" "$O/out-$v-$i" >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    cat "$O/out-$v-$i/stderr.txt" >> "$W/capture.log"
    perf script -i "$O/$v-$i.data" > "$C/$v/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$C/$v/run-$i.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$v/run-$i.perf.txt"; fi
  done
done
