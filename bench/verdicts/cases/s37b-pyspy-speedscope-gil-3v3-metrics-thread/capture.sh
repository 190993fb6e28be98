#!/usr/bin/env bash
# Rerunnable capture for s37b-pyspy-speedscope-gil-3v3-metrics-thread.
# 3 runs per side, interleaved b1 a1 b2 a2 b3 a3, each a separate python process of 6 s.
set -euo pipefail
cd "$(dirname "$0")"
W=workload/ingest_service.py
SECS=6
rm -f before/* after/*
for i in 1 2 3; do
  for side in before after; do
    out=$side/run-$i.speedscope.json
    echo "=== $side run $i -> $out"
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 100 --gil --threads --format speedscope -o "$out" -- python3 "$W" "$side" "$SECS"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9n "$out"; fi
  done
done
ls -l before after
python3 measure.py
