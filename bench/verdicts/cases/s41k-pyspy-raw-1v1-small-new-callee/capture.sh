#!/bin/bash
# before: enrich_row without fingerprint; after: enrich_row also calls row_fingerprint (hashlib.sha256) per row.
set -euo pipefail
cd "$(dirname "$0")"
HERE=$PWD
mkdir -p before after /tmp/s41k/pyspy-callee
py-spy --version; python3 --version
for side in before after; do
  echo "== $side"
  /usr/bin/time -f "$side wall %e s" flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --rate 250 --output "$side/run-1.raw.txt" -- \
    python3 "$HERE/workload/orders.py" "$side" 60000 11
  sz=$(stat -c %s "$side/run-1.raw.txt")
  if [ "$sz" -gt 204800 ]; then gzip -f "$side/run-1.raw.txt"; fi
  ls -l "$side"
done
