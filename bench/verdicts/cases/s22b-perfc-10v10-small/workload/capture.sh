#!/usr/bin/env bash
# 10 runs a side, interleaved b1 a1 ... b10 a10. perf record -F 999 -g (frame pointers), 70 rounds.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22b-perfc-10v10-small
bash "$W/build.sh"; gcc --version | head -1 > "$W/capture.log"; sha256sum $O/*/join >> "$W/capture.log"
for i in $(seq 1 10); do
  for v in before after; do
    s=$(date +%s.%N)
    perf record -q -F 999 -g -o "$O/$v-$i.data" "$O/$v/join" 70 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    perf script -i "$O/$v-$i.data" > "$C/$v/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$C/$v/run-$i.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$v/run-$i.perf.txt"; fi
    rm -f "$O/$v-$i.data"
  done
done
