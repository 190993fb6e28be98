#!/bin/bash
# One py-spy run per side: record --format speedscope --threads (no --idle), 200 Hz.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
W=/tmp/s38e/pyspy; mkdir -p "$W"; cd "$W"
rm -f "$CASE"/before/* "$CASE"/after/*
py-spy --version; $PY --version
for side in before after; do
  echo "== $side run-1 $(date +%T)"
  /usr/bin/time -f "wall=%es user=%Us" flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --threads --rate 200 -o "$CASE/$side/run-1.speedscope.json" \
    -- $PY "$CASE/workload/workers.py" $side 6000
done
for f in "$CASE"/before/*.json "$CASE"/after/*.json; do
  if [ $(stat -c %s "$f") -gt 200000 ]; then gzip -9 -f "$f"; fi
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
