#!/usr/bin/env bash
# Rerunnable capture for s37b-pyspy-raw-idle-1v1-asyncio-spin.
# One run per side (before, then after), each a separate python process of 5 s.
set -euo pipefail
cd "$(dirname "$0")"
W=workload/feed_relay.py
SECS=5
rm -f before/* after/*
for side in before after; do
  out=$side/run-1.raw.txt
  echo "=== $side run 1 -> $out"
  flock /tmp/flamediff-capture.lock \
    py-spy record -r 100 --idle --format raw -o "$out" -- python3 "$W" "$side" "$SECS"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9n "$out"; fi
done
ls -l before after
python3 measure.py
