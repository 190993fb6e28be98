#!/bin/bash
# Builds stage.c both ways and captures one perf record -g (frame pointers, user+kernel) per side.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s41e/perf-memcpy; mkdir -p "$S"
BATCHES=150
echo "perf: $(perf --version)  gcc: $(gcc --version | head -1)  kernel: $(uname -r)  date: $(date -u +%FT%TZ)"
gcc -O2 -g -fno-omit-frame-pointer -o "$S/stage_before" "$D/workload/stage.c"
gcc -O2 -g -fno-omit-frame-pointer -DFRESH_BUFFER -o "$S/stage_after" "$D/workload/stage.c"
for side in before after; do
  rm -f "$D/$side"/run-*
  echo "== $side run 1"
  /usr/bin/time -f "wall %es user %Us sys %Ss" flock /tmp/flamediff-capture.lock \
    perf record -g -F 999 -o "$S/perf-$side.data" -- "$S/stage_$side" $BATCHES
  perf script -i "$S/perf-$side.data" > "$D/$side/run-1.perf.txt" 2> "$S/script-$side.err" || true
  head -3 "$S/script-$side.err" || true
  rm -f "$S/perf-$side.data"
  if [ $(stat -c %s "$D/$side/run-1.perf.txt") -gt 204800 ]; then gzip -f "$D/$side/run-1.perf.txt"; fi
done
ls -l "$D"/before "$D"/after
