#!/bin/bash
# Case s31g-samply-3v3-slow-hash: samply 0.13.1, 1000 Hz, interleaved 3v3.
set -e
cd "$(dirname "$0")"
gcc -O2 -g -fno-omit-frame-pointer -o workload/prog_before workload/prog_before.c
gcc -O2 -g -fno-omit-frame-pointer -o workload/prog_after  workload/prog_after.c
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%T)"
    flock /tmp/flamediff-capture.lock samply record --save-only --unstable-presymbolicate -r 1000 \
      -o $side/run-$i.json -- ./workload/prog_$side
  done
done
ls -la before after
