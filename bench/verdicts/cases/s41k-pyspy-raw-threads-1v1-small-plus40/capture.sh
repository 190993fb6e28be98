#!/bin/bash
# Two worker threads; before: route_packet does 10 steps per item, after: 14 (40% more work in route_packet).
set -euo pipefail
cd "$(dirname "$0")"
HERE=$PWD
mkdir -p before after /tmp/s41k/pyspy-threads
py-spy --version; python3 --version
for side in before after; do
  echo "== $side"
  /usr/bin/time -f "$side wall %e s" flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --threads --rate 250 --output "$side/run-1.raw.txt" -- \
    python3 "$HERE/workload/twoworkers.py" "$side" 250000
  sz=$(stat -c %s "$side/run-1.raw.txt")
  if [ "$sz" -gt 204800 ]; then gzip -f "$side/run-1.raw.txt"; fi
  ls -l "$side"
done
