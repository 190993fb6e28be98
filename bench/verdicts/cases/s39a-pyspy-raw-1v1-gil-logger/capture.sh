#!/usr/bin/env bash
# Rerunnable capture: py-spy --format raw --gil, 1 run per side.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-python3}
LOCK=/tmp/flamediff-capture.lock
echo "py-spy: $(py-spy --version)"; echo "python: $($PY --version 2>&1)"; echo "date: $(date -u +%FT%TZ)"
mkdir -p before after
for side in before after; do
  echo "== $side run-1"
  flock "$LOCK" py-spy record --format raw --gil --rate 200 --nonblocking \
      -o "$side/run-1.raw.txt" -- "$PY" workload/gil_logger.py "$side" 8
done
for f in before/* after/*; do
  sz=$(stat -c %s "$f"); if [ "$sz" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l before after
