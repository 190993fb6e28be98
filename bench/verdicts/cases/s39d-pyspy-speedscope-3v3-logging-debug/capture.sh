#!/usr/bin/env bash
# Rerunnable capture for s39d-pyspy-speedscope-3v3-logging-debug.
# py-spy record --format speedscope, 3 runs per side, interleaved b1 a1 b2 a2 b3 a3,
# 300000 items per run in both variants. Every profiled run holds the shared flock.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3.11}
ITEMS=300000
RATE=250
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -u +%FT%TZ) py-spy $(py-spy --version) python $($PY -V 2>&1) host $(uname -r)"
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    out=$side/run-$i.speedscope.json
    echo "-- $side run $i -> $out"
    /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
      flock "$LOCK" py-spy record --format speedscope --rate "$RATE" -o "$out" -- \
      "$PY" workload/pipeline.py "$side" "$ITEMS" 2>&1
    for f in $side/run-$i.speedscope.json; do
      if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9f "$f"; fi
    done
  done
done
ls -l before after
