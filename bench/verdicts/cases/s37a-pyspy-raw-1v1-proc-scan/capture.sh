#!/usr/bin/env bash
# Rebuilds nothing (pure Python); captures one py-spy raw profile per side.
# Order: before run-1, then after run-1 (interleaved b1 a1).
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-python3}
ARGS="--iterations 2000 --batch 24 --children 3 --seed 1"
rm -f before/* after/*
echo "python: $($PY --version 2>&1)  py-spy: $(py-spy --version)"
for i in 1; do
  for side in before after; do
    extra=""; [ "$side" = after ] && extra="--metrics"
    echo "== $side run-$i: py-spy record -r 100 --format raw -o $side/run-$i.raw.txt -- $PY workload/server.py $ARGS $extra"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "   wall inside lock: %e s (user %U s, sys %S s)" \
      py-spy record -r 100 --format raw -o "$side/run-$i.raw.txt" -- $PY workload/server.py $ARGS $extra
  done
done
for f in before/* after/*; do
  sz=$(stat -c %s "$f")
  if [ "$sz" -gt 204800 ]; then gzip -9n "$f"; fi
done
ls -l before after
python3 measure.py
