#!/bin/bash
# Rerunnable capture for s41f-samply-1v1-small-plus30: 1 samply run per side.
set -euo pipefail
cd "$(dirname "$0")"
S=/tmp/s41f/samply; mkdir -p $S
gcc --version | head -1; samply --version
gcc -O2 -g -fno-omit-frame-pointer         -o $S/stages_before workload/stages.c
gcc -O2 -g -fno-omit-frame-pointer -DPLUS30 -o $S/stages_after  workload/stages.c
rm -f before/* after/*
for side in before after; do
  echo "== $side run-1 $(date -Is)"
  flock /tmp/flamediff-capture.lock \
    samply record --save-only --no-open --unstable-presymbolicate --rate 1000 \
      -o $side/run-1.json -- $S/stages_$side
done
for f in before/* after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l before after
