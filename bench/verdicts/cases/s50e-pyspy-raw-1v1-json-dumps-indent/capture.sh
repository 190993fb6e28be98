#!/bin/bash
# py-spy 0.4.3 record --format raw, CPython 3.11, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3}
N=50000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $($PY --version)"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  echo "== capture $side run 1"
  ( time EXPORT_VARIANT=$side flock "$LOCK" py-spy record --format raw -r 100 -o "$out" -- \
      "$PY" "$HERE/workload/export_records.py" $N /tmp/s50e-export-$side.ndjson ) 2>&1
  echo "samples: $(awk '{s+=$NF} END{print s}' "$out")"
done
echo "== done $(date -u +%FT%TZ)"
