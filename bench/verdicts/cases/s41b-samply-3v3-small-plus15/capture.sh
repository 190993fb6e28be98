#!/bin/bash
# Builds both variants and captures 3 samply runs per side (1000 Hz, presymbolicated sidecar).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s41b/samply; mkdir -p "$S"
gcc -O2 -g -fno-omit-frame-pointer -o "$S/trio_before" "$HERE/workload/trio.c"
gcc -O2 -g -fno-omit-frame-pointer -DBETA_EXTRA_PCT=15 -o "$S/trio_after" "$HERE/workload/trio.c"
samply --version
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    seed=$((40 + i))
    echo "== $side run-$i seed=$seed calls=1500"
    flock /tmp/flamediff-capture.lock samply record --save-only --unstable-presymbolicate -r 1000 \
      -o "$HERE/$side/run-$i.json" -- "$S/trio_$side" "$seed" 1500 2>&1
    ls -l "$HERE/$side"/run-$i.*
  done
done
