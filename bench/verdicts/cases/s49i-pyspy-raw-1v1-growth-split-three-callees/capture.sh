#!/usr/bin/env bash
# py-spy --format raw, 1 run per side, before then after, same input (120000 records, seed 7).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
py-spy --version
python3 --version
for side in before after; do
  echo "== $side run-1"
  flock "$LOCK" py-spy record --format raw --rate 200 -o "$HERE/$side/run-1.pyspy.folded" \
    -- python3 "$HERE/workload/ledger.py" "$side" 120000 7 | grep crc32
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
