#!/usr/bin/env bash
# 3 runs a side interleaved b1 a1 b2 a2 b3 a3. samply 0.13.1 record (1000 Hz default),
# --save-only --unstable-presymbolicate: run-<i>.json.gz + run-<i>.json.syms.json sidecar.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22-samply-3v3
bash "$W/build.sh"; sha256sum $O/*/imgproc > "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    s=$(date +%s.%N)
    samply record --save-only --unstable-presymbolicate -o "$C/$v/run-$i.json.gz" -- $O/$v/imgproc 400 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  done
done
