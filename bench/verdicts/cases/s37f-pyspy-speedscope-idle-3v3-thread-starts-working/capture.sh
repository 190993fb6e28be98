#!/usr/bin/env bash
# Rerunnable capture for s37f-pyspy-speedscope-idle-3v3-thread-starts-working.
# Three runs per side, interleaved b1 a1 b2 a2 b3 a3, each a separate python process
# profiled by py-spy with --idle --threads, speedscope output.
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_PER_RUN=${SECONDS_PER_RUN:-8}
PY=${PY:-python3}
rm -f before/* after/*
py-spy --version
"$PY" --version
for i in 1 2 3; do
  for side in before after; do
    out="$side/run-$i.speedscope.json"
    echo "== $side run $i -> $out"
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 100 --idle --threads --format speedscope -o "$out" -- \
      "$PY" workload/ticker.py "$side" "$SECONDS_PER_RUN"
  done
done
for f in before/* after/*; do
  sz=$(stat -c %s "$f")
  if [ "$sz" -gt 204800 ]; then gzip -9n "$f"; echo "gzipped $f ($sz bytes)"; fi
done
ls -l before after
