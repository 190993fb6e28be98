#!/usr/bin/env bash
# Rerunnable capture for s37f-pyspy-raw-1v1-small-regression.
# One ~8 s run per side (before, then after), each a separate python process
# under py-spy at 100 Hz, raw (folded) output.
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_PER_RUN=${SECONDS_PER_RUN:-8}
PY=${PY:-python3}
py-spy --version
"$PY" --version
rm -f before/* after/*
for side in before after; do
  out="$side/run-1.raw.txt"
  echo "== $side run 1 -> $out"
  flock /tmp/flamediff-capture.lock \
    py-spy record -r 100 --format raw -o "$out" -- "$PY" workload/wordstats.py "$side" "$SECONDS_PER_RUN"
done
for f in before/* after/*; do
  sz=$(stat -c %s "$f")
  if [ "$sz" -gt 204800 ]; then gzip -9n "$f"; echo "gzipped $f ($sz bytes)"; fi
done
ls -l before after
